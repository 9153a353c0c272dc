import type { TFunction } from 'i18next';

/** The nine seeded positions are translated by id; positions an operator added show their name. */
export function positionLabel(t: TFunction, position: { id: number | null; name: string | null }) {
  if (position.id === null) return position.name ?? '';
  return t(`users:positions.${position.id}`, { defaultValue: position.name ?? '' });
}
