import { describe, expect, it } from 'vitest';
import { type LinkFormValues, linkResolver, linkToValues, toLinkRequest } from './link-form-values.ts';

const resolve = (values: LinkFormValues) =>
  linkResolver('line_item', 7)(values, undefined, { fields: {}, shouldUseNativeValidation: false });

describe('modifier link form', () => {
  it('starts as a bid link when nothing is stored', () => {
    expect(linkToValues(null)).toEqual({
      modifier_type: 1,
      modifier_id: null,
      max_bid: '',
      delivery_modifier_id: null,
    });
  });

  it('names the owner and drops the bid-only fields on a delivery link', () => {
    const values = { modifier_type: 2, modifier_id: 4, max_bid: '3', delivery_modifier_id: 9 };
    expect(toLinkRequest('campaign', 5, values)).toEqual({
      campaign_id: 5,
      modifier_type: 2,
      modifier_id: 4,
      max_bid: null,
      delivery_modifier_id: null,
    });
    expect(toLinkRequest('line_item', 7, { ...values, modifier_type: 1 })).toMatchObject({
      line_item_id: 7,
      max_bid: '3',
      delivery_modifier_id: 9,
    });
  });

  it('checks with the contract: a modifier is required and the max bid is positive money', async () => {
    const refused = await resolve({
      modifier_type: 1,
      modifier_id: null,
      max_bid: '0',
      delivery_modifier_id: null,
    });
    expect(refused.errors.modifier_id?.message).toBe('validation.required');
    expect(refused.errors.max_bid?.message).toBe('validation.not_zero');
    const text = await resolve({
      modifier_type: 1,
      modifier_id: 3,
      max_bid: 'abc',
      delivery_modifier_id: null,
    });
    expect(text.errors.max_bid?.message).toBe('validation.numeric');
    const fine = await resolve({ modifier_type: 1, modifier_id: 3, max_bid: '', delivery_modifier_id: 2 });
    expect(fine.errors).toEqual({});
  });
});
