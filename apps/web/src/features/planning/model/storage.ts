import { z } from 'zod';
import { storedValue } from '../../../lib/storage/stored-value.ts';
import { initialWizard, type WizardState } from './wizard.ts';

/** The wizard's choices are kept in the browser this long (spec §9: 8 hours). */
export const WIZARD_VALIDITY_MS = 8 * 60 * 60 * 1000;
export const WIZARD_KEY = 'planning.wizard';
/**
 * The chosen global country, under the key docs/REQUIREMENTS.md#console names. It outlives the
 * wizard's choices: the next planning starts on it.
 */
export const COUNTRY_KEY = 'country_global';

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isState = (value: unknown): value is WizardState =>
  typeof value === 'object' &&
  value !== null &&
  'levels' in value &&
  typeof value.levels === 'object' &&
  value.levels !== null &&
  'layers' in value &&
  Array.isArray(value.layers);

const storedWizard = z.object({ savedAt: z.number(), state: z.custom<WizardState>(isState) });
const storedCountry = z.number().int().positive();

// Both are kept like every stored value: compressed, checked when read, removed when corrupt.
const wizardIn = (storage: Storage) => storedValue(WIZARD_KEY, storedWizard, () => storage);
const countryIn = (storage: Storage) => storedValue(COUNTRY_KEY, storedCountry, () => storage);

/** The kept choices when saved less than 8 hours ago, else a new wizard on the kept country. */
export function loadWizard(storage: Storage, now: number): WizardState {
  const wizard = wizardIn(storage);
  const stored = wizard.read();
  if (stored && now - stored.savedAt >= 0 && now - stored.savedAt < WIZARD_VALIDITY_MS) return stored.state;
  if (stored) wizard.clear();
  return initialWizard(countryIn(storage).read() ?? undefined);
}

/** Keeps the choices with the time they were made, and the country on its own. */
export function saveWizard(storage: Storage, state: WizardState, now: number): void {
  wizardIn(storage).write({ savedAt: now, state });
  if (state.country !== null) countryIn(storage).write(state.country);
}
