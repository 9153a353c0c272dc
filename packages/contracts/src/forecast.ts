import { z } from 'zod';
import { targetingTermRequestSchema } from './targeting.ts';
import { idSchema } from './validation.ts';

/** Path of the avails and reach forecast (Beacon's own: the targeting tab asks it on every change). */
export const FORECAST_API = {
  targeting: '/api/targeting/forecast',
} as const;

/**
 * `POST /api/targeting/forecast`: the line item whose targeting is being edited (its advertiser,
 * time zone and flight frame the estimate) and the terms as they stand in the form, saved or not.
 * No terms is allowed here: it forecasts the line item's default reach (its advertiser's country).
 */
export const forecastRequestSchema = z.object({
  line_item_id: idSchema,
  targeting_terms: z.array(targetingTermRequestSchema).max(5000).default([]),
});
export type ForecastRequest = z.input<typeof forecastRequestSchema>;

export const forecastSchema = z
  .object({
    /** Auctions a day the targeting admits, averaged over the sampled week. */
    daily_avails: z.number().int(),
    /** Distinct devices a day those auctions come from, averaged over the week. */
    daily_unique_devices: z.number().int(),
    /** Distinct devices over the whole week. */
    weekly_unique_devices: z.number().int(),
    /** The same three figures with no targeting but the advertiser's country, for a share. */
    baseline_daily_avails: z.number().int(),
    baseline_weekly_unique_devices: z.number().int(),
    /** Relative standard error of the device figures (the sample's), e.g. 0.03 for ±3 %. */
    relative_error: z.number(),
    /** 1 in `sample_rate` devices is in the sample; figures are scaled up by it. */
    sample_rate: z.number().int(),
    /** Days the sample spans. */
    days: z.number().int(),
    /** The advertiser's country (ISO 3166 alpha-2) the shares compare with; null: every country. */
    baseline_country: z.string().nullable(),
    /** The countries the targeting reads (alpha-2); null: every country. */
    countries: z.array(z.string()).nullable(),
    /**
     * Why the forecast admits nothing (empty otherwise): `no_sample` before the bid stream has a week to
     * read, `key_admits_nothing` for each key whose terms alone admit no auction (`key` is its code), else
     * `combination_admits_nothing` when each key admits auctions but never the same ones.
     */
    zero_reasons: z.array(
      z.object({
        reason: z.enum(['no_sample', 'key_admits_nothing', 'combination_admits_nothing']),
        key: z.string().nullable(),
      }),
    ),
    /** Milliseconds the server spent on this answer. */
    took_ms: z.number(),
  })
  .meta({ id: 'TargetingForecast' });
export type TargetingForecast = z.infer<typeof forecastSchema>;
export type ForecastZeroReason = TargetingForecast['zero_reasons'][number];
