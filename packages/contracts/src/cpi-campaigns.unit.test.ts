import { describe, expect, it } from 'vitest';
import {
  appOfStoreUrl,
  cpiCampaignRequestSchema,
  cpiCampaignRuleErrors,
  cpiDuration,
} from './cpi-campaigns.ts';

describe('CPI campaign request rules', () => {
  it('reads the app a store address names', () => {
    expect(appOfStoreUrl('https://play.google.com/store/apps/details?id=com.acme.shop&hl=es')).toBe(
      'com.acme.shop',
    );
    expect(appOfStoreUrl('https://apps.apple.com/us/app/acme/id389801252')).toBe('id389801252');
    expect(appOfStoreUrl('https://itunes.apple.com/app/id389801252?mt=8')).toBe('id389801252');
    expect(appOfStoreUrl('https://play.google.com/store/apps/details?id=123456')).toBeNull();
    expect(appOfStoreUrl('https://play.google.com/store/apps')).toBeNull();
    expect(appOfStoreUrl('https://example.com/app?id=com.acme.shop')).toBeNull();
    expect(appOfStoreUrl('not a url')).toBeNull();
  });

  it('checks the budget ceiling at 8 decimals and the order of the dates', () => {
    const input = { budget: '60000', start_date: '2030-03-01', end_date: '2030-03-31' };
    expect(cpiCampaignRuleErrors(input, { budgetMax: '60000' })).toEqual({});
    expect(
      cpiCampaignRuleErrors(
        { ...input, budget: '60000.00000001', end_date: '2030-03-01' },
        { budgetMax: '60000' },
      ),
    ).toEqual({ budget: ['validation.budget_max'], end_date: ['validation.end_after_start'] });
    expect(cpiDuration('2030-03-01', '2030-03-31')).toBe(31);
  });

  it('refuses malformed dates and addresses with field keys', () => {
    const parsed = cpiCampaignRequestSchema.safeParse({
      name: 'Spring',
      brand: 'Acme',
      type_id: 1,
      provider_id: 1,
      buy_model_id: 1,
      mmp_id: 1,
      status_id: 1,
      currency: 'USD',
      budget: '10',
      kpi: 'CPI',
      start_date: '2030-02-30',
      end_date: 'soon',
      mmp_traking_link: 'ftp://x',
      url_google_play: 'https://example.com/app',
    });
    expect(parsed.success).toBe(false);
    const keys = Object.fromEntries(parsed.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(keys).toMatchObject({
      start_date: 'validation.date',
      end_date: 'validation.date',
      mmp_traking_link: 'validation.url',
      url_google_play: 'validation.store_url',
    });
  });
});
