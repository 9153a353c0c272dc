import type { CpiCampaign, CpiCampaignInput, CpiCampaignRequest } from '@beacon/contracts';
import type { UseFormReturn } from 'react-hook-form';

/** The request form: what the inputs hold (ids as the selects' strings), and the schema's output on submit. */
export type CpiFormApi = UseFormReturn<CpiCampaignRequest, unknown, CpiCampaignInput>;

/** Fields of the form; server errors on these land on the field itself. */
export const CPI_FIELDS = [
  'name',
  'brand',
  'type_id',
  'owner_id',
  'provider_id',
  'buy_model_id',
  'status_id',
  'currency',
  'budget',
  'kpi',
  'start_date',
  'end_date',
  'mmp_id',
  'mmp_traking_link',
  'url_google_play',
] as const;

/** A new request: a draft in US dollars. */
export const emptyCpiCampaign = (): CpiCampaignRequest => ({
  name: '',
  brand: '',
  type_id: null,
  owner_id: null,
  provider_id: null,
  buy_model_id: null,
  mmp_id: null,
  status_id: '1',
  currency: 'USD',
  budget: '',
  kpi: '',
  start_date: '',
  end_date: '',
  mmp_traking_link: '',
  url_google_play: '',
});

const id = (value: number | null) => (value === null ? null : String(value));

export const cpiCampaignToForm = (r: CpiCampaign): CpiCampaignRequest => ({
  name: r.name,
  brand: r.brand,
  type_id: id(r.type_id),
  owner_id: id(r.owner_id),
  provider_id: id(r.provider_id),
  buy_model_id: id(r.buy_model_id),
  mmp_id: id(r.mmp_id),
  status_id: id(r.status_id),
  currency: r.currency,
  budget: r.budget,
  kpi: r.kpi,
  start_date: r.start_date,
  end_date: r.end_date,
  mmp_traking_link: r.mmp_traking_link,
  url_google_play: r.url_google_play,
});
