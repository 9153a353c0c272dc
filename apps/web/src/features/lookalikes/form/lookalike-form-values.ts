import { LOOKALIKE_DEFAULT_DEGREE, type LookalikeInput, type LookalikeRequest } from '@beacon/contracts';
import type { UseFormReturn } from 'react-hook-form';

/** The lookalike form: what the inputs hold, and the schema's output on submit. */
export type LookalikeFormApi = UseFormReturn<LookalikeRequest, unknown, LookalikeInput>;

/** Fields of the form; server errors on these land on the field itself. */
export const LOOKALIKE_FIELDS = ['campaign_id', 'country_id', 'name', 'seed_segment_id', 'degree'] as const;

export const emptyLookalike = (): LookalikeRequest => ({
  campaign_id: null,
  country_id: undefined,
  name: '',
  seed_segment_id: undefined,
  degree: LOOKALIKE_DEFAULT_DEGREE,
});

/** Select values are strings; the form keeps ids as numbers (or null when cleared). */
export const asSelectValue = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));
export const asId = (v: string | null) => (v === null ? null : Number(v));
/** The id a field holds, or null. */
export const idOf = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));
