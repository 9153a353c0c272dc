import { describe, expect, it } from 'vitest';
import type { TermRow } from '../form/modifier-form-values.ts';
import { keysOfModule, moduleOfKey, replaceKeyTerms, termsOfKey } from './term-rows.ts';

const term = (key: TermRow['key'], value: string, modifier = '1'): TermRow => ({
  key,
  value,
  value_name: value,
  modifier,
  matching_type_id: 1,
  override_multiplier_pacing_behavior: false,
});

describe('modifier term rows', () => {
  const terms = [term('country', '1', '2'), term('device_type', '4', '0.5'), term('country', '2', '3')];

  it('keeps the numbers of values still picked and adds new ones with the default', () => {
    const next = replaceKeyTerms(
      terms,
      'country',
      [
        { value: '2', value_name: '2' },
        { value: '9', value_name: 'Nine' },
      ],
      '1',
    );
    expect(next.map((t) => [t.key, t.value, t.modifier])).toEqual([
      ['device_type', '4', '0.5'],
      ['country', '2', '3'],
      ['country', '9', '1'],
    ]);
    expect(next[2]?.value_name).toBe('Nine');
  });

  it('finds a key’s terms with their places in the list', () => {
    expect(termsOfKey(terms, 'country').map((t) => t.index)).toEqual([0, 2]);
  });

  it('lists a tab’s keys and finds a key’s tab', () => {
    expect(keysOfModule('environment').map((k) => k.code)).toEqual([
      'environment_type',
      'topframe',
      'video_api',
      'rewarded',
    ]);
    expect(moduleOfKey('segment')).toBe('user');
    expect(moduleOfKey('nope')).toBeUndefined();
  });
});
