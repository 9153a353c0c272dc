import { z } from 'zod';
import { INT4_MAX } from './integers.ts';
import { timestampFields } from './record-fields.ts';
import { requiredText } from './validation.ts';

/**
 * Bid models (docs/REQUIREMENTS.md#bid-models): named models a bid modifier can use. A model names the
 * predicted metrics it takes as inputs; the simulator scales a bid by how a metric's prediction for the
 * auction compares with the line's average.
 */
export const BID_MODEL_API = {
  list: '/api/bid_models',
  metrics: '/api/bid_models/metrics',
  /** Active (not archived) models as options for the modifier form (`type=bid_models`). */
  options: '/api/list/bid_models',
} as const;

/** Metrics a model may predict, with the rate each is (events per impression or per start). */
export const BID_MODEL_METRICS = [
  { id: 1, code: 'ctr', name: 'Click-through rate', description: 'Clicks per impression' },
  { id: 2, code: 'vcr', name: 'Video completion rate', description: 'Completed views per video start' },
  {
    id: 3,
    code: 'conversion_rate',
    name: 'Conversion rate',
    description: 'Conversions per impression (post-click and post-view)',
  },
  {
    id: 4,
    code: 'viewability',
    name: 'Viewability rate',
    description: 'Viewable impressions per measured impression',
  },
  { id: 5, code: 'win_rate', name: 'Win rate', description: 'Auctions won per bid' },
  {
    id: 6,
    code: 'install_rate',
    name: 'Install rate',
    description: 'App installs per click (app-install campaigns)',
  },
] as const;
export const bidModelMetricById = (id: number) => BID_MODEL_METRICS.find((m) => m.id === id);

export const bidModelMetricSchema = z
  .object({ id: z.number().int(), code: z.string(), name: z.string(), description: z.string() })
  .meta({ id: 'BidModelMetric' });
export type BidModelMetric = z.infer<typeof bidModelMetricSchema>;

export const bidModelRequestSchema = z
  .object({
    name: requiredText(),
    description: z.string().trim().max(1000, 'validation.max_length').nullable().optional().default(null),
    archived: z.boolean().default(false),
    metric_ids: z
      .array(
        z.coerce
          .number()
          .int()
          .max(INT4_MAX, 'validation.max')
          .refine((id) => bidModelMetricById(id) !== undefined, 'validation.exists'),
        { error: 'bid_models.validation.metrics_required' },
      )
      .min(1, 'bid_models.validation.metrics_required')
      .refine((ids) => new Set(ids).size === ids.length, 'bid_models.validation.metric_duplicate'),
  })
  .meta({ id: 'BidModelRequest' });
export type BidModelRequest = z.input<typeof bidModelRequestSchema>;
export type BidModelInput = z.output<typeof bidModelRequestSchema>;

export const bidModelSchema = z
  .object({
    id: z.number().int(),
    external_id: z.number().int(),
    account_id: z.number().int(),
    name: z.string(),
    description: z.string().nullable(),
    archived: z.boolean(),
    metric_ids: z.array(z.number().int()),
    /** The metric codes, in id order (`ctr`, `vcr`, ...). */
    metrics: z.array(z.string()),
    modifiers_count: z.number().int(),
    ...timestampFields,
  })
  .meta({ id: 'BidModel' });
export type BidModel = z.infer<typeof bidModelSchema>;

export const BID_MODEL_COLUMNS = {
  fixed: ['id', 'external_id', 'name', 'archived'],
  dimensions: ['id', 'external_id', 'name', 'metrics', 'modifiers_count', 'updated_at', 'archived'],
  optional: ['description', 'created_at'],
  download: ['id', 'external_id', 'name', 'metrics', 'modifiers_count', 'archived', 'updated_at'],
  defaultSort: 'external_id',
} as const;

/**
 * `GET /api/list/bid_models?type=bid_models`: the original console's list call; `type` is the only
 * one known.
 */
export const bidModelOptionsQuerySchema = z.object({
  type: z.literal('bid_models').default('bid_models'),
});
