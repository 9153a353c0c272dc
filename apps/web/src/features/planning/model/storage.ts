import { initialWizard, type WizardState } from './wizard.ts';

/** The wizard's choices are kept in the browser this long (spec §9: 8 hours). */
export const WIZARD_VALIDITY_MS = 8 * 60 * 60 * 1000;
export const WIZARD_KEY = 'planning.wizard';
/** The chosen country outlives the wizard's choices: the next planning starts on it. */
export const COUNTRY_KEY = 'planning.country';

type Stored = { savedAt: number; state: WizardState };

type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>;

function read<T>(storage: Storage, key: string): T | null {
  try {
    const text = storage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

const isState = (value: unknown): value is WizardState =>
  typeof value === 'object' &&
  value !== null &&
  'levels' in value &&
  typeof value.levels === 'object' &&
  'layers' in value &&
  Array.isArray(value.layers);

/** The kept choices when saved less than 8 hours ago, else a new wizard on the kept country. */
export function loadWizard(storage: Storage, now: number): WizardState {
  const stored = read<Stored>(storage, WIZARD_KEY);
  if (
    stored &&
    isState(stored.state) &&
    now - stored.savedAt >= 0 &&
    now - stored.savedAt < WIZARD_VALIDITY_MS
  )
    return stored.state;
  if (stored) storage.removeItem(WIZARD_KEY);
  const country = read<number>(storage, COUNTRY_KEY);
  return initialWizard(typeof country === 'number' ? country : undefined);
}

/** Keeps the choices with the time they were made, and the country on its own. */
export function saveWizard(storage: Storage, state: WizardState, now: number): void {
  try {
    storage.setItem(WIZARD_KEY, JSON.stringify({ savedAt: now, state } satisfies Stored));
    if (state.country !== null) storage.setItem(COUNTRY_KEY, JSON.stringify(state.country));
  } catch {
    // A full or blocked storage only loses the memory of the choices.
  }
}
