import type { CreativeAssociation } from '@beacon/contracts';

/** Weights being edited, by creative id, as typed. */
export type WeightDraft = Record<number, string>;

/** The stored weights of the active associations as the starting draft. */
export function initialWeights(associations: CreativeAssociation[]): WeightDraft {
  return Object.fromEntries(
    associations.map((a) => [a.creative_id, a.weight === null ? '' : String(a.weight)]),
  );
}

/** The sum over active associations (what the server checks), and whether every weight is a whole number. */
export function weightTotal(associations: CreativeAssociation[], draft: WeightDraft) {
  let sum = 0;
  let valid = true;
  for (const a of associations) {
    if (!a.active) continue;
    const text = (draft[a.creative_id] ?? '').trim();
    if (!/^\d{1,3}$/.test(text)) {
      valid = false;
      continue;
    }
    sum += Number(text);
  }
  return { sum, valid, complete: valid && sum === 100 };
}
