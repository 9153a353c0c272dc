import { describe, expect, it } from 'vitest';
import { emptyLineItemValues } from './line-item-form-values.ts';
import { lineItemResolver, toRequest } from './line-item-resolver.ts';

const context = {
  budgetMax: '60000',
  timezone: 'America/Bogota',
  campaign: {
    start_date: '2099-01-01 00:00:00',
    end_date: '2099-01-31 23:59:59',
    timezone: 'America/Bogota',
    budget: '1000',
  },
  siblingsCommitted: '600',
  creating: true,
};
const resolve = lineItemResolver(() => context);
const options = { fields: {}, shouldUseNativeValidation: false } as never;

const valid = {
  ...emptyLineItemValues(),
  advertiser_id: '3',
  campaign_id: '7',
  name: 'Prospecting',
  budget: '400',
  start_date: '2099-01-02 00:00:00',
  end_date: '2099-01-30 23:59:59',
  timezone_id: '1',
  bid_strategy_id: '1',
  cpm_bid: '2.5',
};

describe('line-item form resolver', () => {
  it('passes a complete fixed-CPM line and sends ids as numbers, without the advertiser', async () => {
    const result = await resolve(valid, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({
      campaign_id: 7,
      bid_strategy_id: 1,
      fix_cpm: true,
      cpm_bid: '2.5',
    });
    expect(result.values).not.toHaveProperty('advertiser_id');
  });

  it('requires the fields of the chosen strategy, from the shared matrix', async () => {
    const fixed = await resolve({ ...valid, cpm_bid: '' }, undefined, options);
    expect(fixed.errors.cpm_bid?.message).toBe('validation.required');

    const ecpc = await resolve({ ...valid, bid_strategy_id: '4' }, undefined, options);
    expect(ecpc.errors.target_ecpc?.message).toBe('validation.required');
    expect(ecpc.errors.max_cpm_bid?.message).toBe('validation.required');
    // The CPM bid typed under fixed CPM is hidden now: neither checked nor sent.
    expect(ecpc.errors.cpm_bid).toBeUndefined();
    expect(toRequest({ ...valid, bid_strategy_id: '4' }).cpm_bid).toBe('');
  });

  it('refuses a budget that the campaign’s other line items leave no room for, even while the name is missing', async () => {
    const result = await resolve({ ...valid, name: '', budget: '401' }, undefined, options);
    expect(result.errors.budget?.message).toBe('validation.line_budgets_exceed_campaign');
    expect(result.errors.name?.message).toBe('validation.required');
  });

  it('keeps the line inside the campaign’s flight', async () => {
    const result = await resolve({ ...valid, end_date: '2099-02-02 00:00:00' }, undefined, options);
    expect(result.errors.end_date?.message).toBe('validation.line_outside_campaign_flight');
  });
});
