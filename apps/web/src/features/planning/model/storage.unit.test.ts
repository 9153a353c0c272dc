import { compressToUTF16 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { COUNTRY_KEY, loadWizard, saveWizard, WIZARD_KEY, WIZARD_VALIDITY_MS } from './storage.ts';
import { initialWizard, setStrategy } from './wizard.ts';

const memory = () => {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
};

describe('wizard storage (spec §4.7, §9)', () => {
  const chosen = setStrategy(initialWizard(76), 'create_audience');

  it('gives back the choices within 8 hours', () => {
    const storage = memory();
    saveWizard(storage, chosen, 1_000);
    expect(loadWizard(storage, 1_000 + WIZARD_VALIDITY_MS - 1)).toEqual(chosen);
  });

  it('discards older choices but keeps the country', () => {
    const storage = memory();
    saveWizard(storage, chosen, 1_000);
    expect(loadWizard(storage, 1_000 + WIZARD_VALIDITY_MS)).toEqual(initialWizard(76));
    expect(storage.map.has(WIZARD_KEY)).toBe(false);
    expect(COUNTRY_KEY).toBe('country_global');
    expect(storage.map.has(COUNTRY_KEY)).toBe(true);
    expect(loadWizard(storage, 0).country).toBe(76);
  });

  it('clears a corrupt country or wizard instead of reading it', () => {
    const storage = memory();
    storage.setItem(COUNTRY_KEY, 'plain text');
    storage.setItem(WIZARD_KEY, compressToUTF16('{"savedAt": 0, "state": 42}'));
    expect(loadWizard(storage, 0)).toEqual(initialWizard(170));
    expect(storage.map.has(COUNTRY_KEY)).toBe(false);
    expect(storage.map.has(WIZARD_KEY)).toBe(false);
  });

  it('starts on Colombia with nothing kept, or with something unreadable', () => {
    expect(loadWizard(memory(), 0)).toEqual(initialWizard(170));
    const storage = memory();
    storage.setItem(WIZARD_KEY, '{not json');
    expect(loadWizard(storage, 0)).toEqual(initialWizard(170));
    storage.setItem(WIZARD_KEY, JSON.stringify({ savedAt: 0, state: { country: 1 } }));
    expect(loadWizard(storage, 0)).toEqual(initialWizard(170));
  });
});
