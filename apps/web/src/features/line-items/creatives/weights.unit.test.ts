import type { CreativeAssociation } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { initialWeights, weightTotal } from './weights.ts';

const association = (creative_id: number, active: boolean, weight: number | null) =>
  ({ id: creative_id, creative_id, active, weight }) as CreativeAssociation;

describe('creative weights of a weighted line', () => {
  const list = [association(1, true, 60), association(2, true, 40), association(3, false, null)];

  it('starts from the stored weights and sums only active associations', () => {
    const draft = initialWeights(list);
    expect(draft).toEqual({ 1: '60', 2: '40', 3: '' });
    expect(weightTotal(list, draft)).toEqual({ sum: 100, valid: true, complete: true });
  });

  it('is incomplete below 100 or with a missing or fractional weight', () => {
    expect(weightTotal(list, { 1: '50', 2: '40' }).complete).toBe(false);
    expect(weightTotal(list, { 1: '60', 2: '' }).valid).toBe(false);
    expect(weightTotal(list, { 1: '59.5', 2: '40.5' }).complete).toBe(false);
  });
});
