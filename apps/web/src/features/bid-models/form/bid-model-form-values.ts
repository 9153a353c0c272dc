import type { BidModelInput, BidModelRequest } from '@beacon/contracts';
import type { UseFormReturn } from 'react-hook-form';

/** The bid model form: what the inputs hold, and the schema's output on submit. */
export type BidModelFormApi = UseFormReturn<BidModelRequest, unknown, BidModelInput>;

/** Fields of the form; server errors on these land on the field itself. */
export const BID_MODEL_FIELDS = ['name', 'description', 'metric_ids'] as const;

export const emptyBidModel = (): BidModelRequest => ({
  name: '',
  description: null,
  archived: false,
  metric_ids: [],
});
