import type { LookalikeTrait } from '@beacon/contracts';
import type { TFunction } from 'i18next';

/** Values whose words the console translates; the rest are names (brands, apps, cities, makers). */
const TRANSLATED_FAMILIES = new Set(['gender', 'device_type']);

/**
 * A trait's value as a reader sees it: IAB codes by their category name (`iabNames`, in the reader's
 * language), socio-economic levels and a few coded words translated, names as they are.
 */
export function traitValue(trait: LookalikeTrait, t: TFunction, iabNames: Map<number, string>): string {
  if (trait.family === 'iab') {
    const name = iabNames.get(Number(trait.value.replace(/^IAB/, '')));
    return name ? `${name} (${trait.value})` : trait.value;
  }
  if (trait.family === 'socio') return t('lookalikes:traits.socio_level', { level: trait.value });
  if (TRANSLATED_FAMILIES.has(trait.family)) {
    const key = `lookalikes:traits.values.${trait.value.replace(/\s+/g, '_')}`;
    return t(key, { defaultValue: trait.label });
  }
  return trait.label;
}
