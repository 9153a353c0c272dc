import type { Analytics } from '@beacon/analytics';
import { costPer, microsToDecimal } from './money.ts';
import { type MetricLevel, type MetricRange, pageScope } from './page-scope.ts';

/**
 * Conversion metrics, defined once for lists, the dashboard and reports (docs/DELIVERY.md
 * "Conversion metrics"). Conversions and their value come from `conversion_credits` (credited to a
 * click or a view; unattributed fires count for the event, not for any line). Value is in US
 * dollars, spend in the campaign's currency: ROAS is only given where that currency is USD, since
 * the system of record keeps no exchange rates to convert with.
 */
export type ConversionMetricValues = {
  conversions: number;
  conversion_value: string;
  cpa: string | null;
  roas: number | null;
};

/** The currency in which ROAS can be computed (conversion values are US dollars). */
export const CONVERSION_VALUE_CURRENCY = 'USD';

/** Credited conversions and their value (micros of USD) of one row. */
export type ConversionSums = { conversions: number; valueMicros: bigint };
export const noConversions = (): ConversionSums => ({ conversions: 0, valueMicros: 0n });

/** Value per unit of spend with 4 decimals; null without spend. */
export function roas(valueMicros: bigint, spendMicros: bigint): number | null {
  if (spendMicros <= 0n) return null;
  return Math.round((Number(valueMicros) / Number(spendMicros)) * 10_000) / 10_000;
}

/**
 * CPA and ROAS of a row from its credited conversions and its spend (micros of `currency`).
 * Without conversions CPA is null; without spend, or in another currency than USD, ROAS is null.
 */
export function conversionMetricValues(
  sums: ConversionSums,
  spendMicros: bigint,
  currency: string | null | undefined,
): ConversionMetricValues {
  return {
    conversions: sums.conversions,
    conversion_value: microsToDecimal(sums.valueMicros),
    cpa: costPer(spendMicros, sums.conversions),
    roas: currency === CONVERSION_VALUE_CURRENCY ? roas(sums.valueMicros, spendMicros) : null,
  };
}

/** The rows of `conversion_credits` that count as conversions of a line (credited to a touch). */
export const CREDITED = "touch != 'none'";

/**
 * Credited conversions of the ids of one list page in ONE query over `conversion_credits` (its
 * ordering key starts with account, advertiser, campaign, line item), over the same UTC window as
 * the delivery columns (by conversion time).
 */
export async function readConversionSums(
  store: Analytics,
  accountId: number,
  level: MetricLevel,
  ids: readonly number[],
  range: MetricRange = {},
): Promise<Map<number, ConversionSums>> {
  const result = new Map<number, ConversionSums>();
  if (ids.length === 0) return result;
  const { column, conditions, params } = pageScope(accountId, level, ids, range, 'event_time');
  conditions.push(CREDITED);
  const rows = await store.query<{ id: string; conversions: string; value_micros: string }>(
    `SELECT toString(${column}) AS id, count() AS conversions, sum(value_micros) AS value_micros
     FROM conversion_credits
     WHERE ${conditions.join(' AND ')}
     GROUP BY ${column}`,
    params,
  );
  for (const row of rows) {
    result.set(Number(row.id), {
      conversions: Number(row.conversions),
      valueMicros: BigInt(row.value_micros),
    });
  }
  return result;
}
