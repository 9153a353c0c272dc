import { describe, expect, it } from 'vitest';
import { emptyCampaignValues } from './campaign-form-values.ts';
import { campaignResolver } from './campaign-resolver.ts';

const context = { budgetMax: '60000', currency: 'USD', timezone: 'America/Bogota', creating: true };
const resolve = campaignResolver(() => context);
const options = { fields: {}, shouldUseNativeValidation: false } as never;

const valid = {
  ...emptyCampaignValues('1'),
  advertiser_id: '5',
  name: 'Harvest',
  budget: '60000',
  start_date: '2099-01-01 00:00:00',
  end_date: '2099-01-31 23:59:59',
  delivery_type_id: '1',
  delivery_objective_id: '1',
  campaign_pacing_id: '1',
  optimization_strategy_id: '1',
};

describe('campaign form resolver', () => {
  it('passes a complete campaign and sends ids as numbers', async () => {
    const result = await resolve(valid, undefined, options);
    expect(result.errors).toEqual({});
    expect(result.values).toMatchObject({ advertiser_id: 5, timezone_id: 1, frequency: null });
  });

  it('applies the shared budget ceiling even while other fields are missing', async () => {
    const result = await resolve(
      { ...valid, budget: '60000.00000001', delivery_type_id: null },
      undefined,
      options,
    );
    expect(result.errors.budget?.message).toBe('validation.budget_max');
    expect(result.errors.delivery_type_id?.message).toBe('validation.required');
  });

  it('asks for all three parts of a frequency cap or none', async () => {
    const result = await resolve(
      { ...valid, frequency: { ads: '3', every: '', unit_time_id: null } },
      undefined,
      options,
    );
    expect(result.errors.frequency?.every?.message).toBe('validation.frequency_incomplete');
    expect(result.errors.frequency?.unit_time_id?.message).toBe('validation.frequency_incomplete');
    const full = await resolve(
      { ...valid, frequency: { ads: '3', every: '1', unit_time_id: '3' } },
      undefined,
      options,
    );
    expect(full.values).toMatchObject({ frequency: { ads: 3, every: 1, unit_time_id: 3 } });
  });
});
