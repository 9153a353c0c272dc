import type { Advertiser, AdvertiserInput, AdvertiserRequest } from '@beacon/contracts';
import type { UseFormReturn } from 'react-hook-form';

/** The advertiser form: what the inputs hold, and the schema's output on submit. */
export type AdvertiserFormApi = UseFormReturn<AdvertiserRequest, unknown, AdvertiserInput>;

export const emptyAdvertiser = (): AdvertiserRequest => ({
  name: '',
  category_id: undefined,
  domain: '',
  app_bundle: '',
  currency: '',
  country_id: null,
  maker_id: null,
  trade_mark_id: null,
  active: true,
});

export const advertiserToForm = (a: Advertiser): AdvertiserRequest => ({
  name: a.name,
  category_id: a.category_id,
  domain: a.domain,
  app_bundle: a.app_bundle ?? '',
  currency: a.currency,
  country_id: a.country_id,
  maker_id: a.maker_id,
  trade_mark_id: a.trade_mark_id,
  active: a.active,
});

/** Select values are strings; the form keeps ids as numbers (or null when cleared). */
export const asSelectValue = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
export const asId = (v: string | null) => (v === null ? null : Number(v));
