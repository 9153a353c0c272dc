import {
  CONVERSION_METRICS,
  LINE_STATUS_METRICS,
  type MetricListQuery,
  utcMomentMs,
} from '@beacon/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { badRequest } from '../../platform/errors.ts';
import { replyDownload } from '../../platform/list-query/download.ts';
import { runList } from '../../platform/list-query/run.ts';
import type { ListSpec } from '../../platform/list-query/spec.ts';
import { conversionMetricValues, noConversions, readConversionSums } from './conversion-metrics.ts';
import { type MetricLevel, noDelivery, readDeliveryMetrics, readLineStatus } from './delivery-metrics.ts';
import { rowCurrencies } from './row-currency.ts';

export type MetricListOptions = {
  level: MetricLevel;
  /** The metric columns this list offers (`METRIC_COLUMNS[...].metrics`). */
  metrics: readonly string[];
};

const names = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((c) => c.trim())
    .filter(Boolean);

/**
 * A list call whose rows may carry metric columns from the analytics store. The rows come from the
 * list engine as usual; then the metrics of that page's ids are read with one query per table
 * (delivery rollup, conversion credits, and the bid log for line items' status) and merged in.
 * Sorting and filtering by a metric is not offered: the store would have to rank every row of the
 * account first. When the store cannot be read, the
 * metric columns answer null and the list still answers.
 */
export async function replyMetricList<Row extends Record<string, unknown>>(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: AppDeps,
  spec: ListSpec<Row, AuthContext>,
  query: MetricListQuery,
  ctx: AuthContext,
  options: MetricListOptions,
) {
  const offered = new Set(options.metrics);
  const asked = names(query.metrics);
  const unknown = asked.filter((m) => !offered.has(m));
  if (unknown.length) throw badRequest({ metrics: ['validation.unknown_column'] }, 'Unknown metric columns');
  const downloadColumns = query.mode === 'download' && query.columns ? names(query.columns) : null;
  const wanted = new Set([...asked, ...(downloadColumns ?? []).filter((c) => offered.has(c))]);
  const plainColumns = downloadColumns?.filter((c) => !offered.has(c));
  const listQuery = {
    ...query,
    columns: downloadColumns ? (plainColumns?.length ? plainColumns.join(',') : spec.idKey) : query.columns,
  };

  if (query.mode === 'download') {
    // Each page of the file gets its metrics in one query, like a page of the grid.
    return replyDownload(request, reply, deps.db, spec, listQuery, ctx, {
      columns: (planned) => downloadColumns ?? [...planned, ...wanted],
      fill: async (rows) => {
        if (wanted.size) await mergeMetrics(request, deps, rows, ctx, query, options, wanted);
        return rows;
      },
    });
  }
  const result = await runList(deps.db, spec, listQuery, ctx, request.url);
  const rows = result.mode === 'paginated' ? result.page.data : result.mode === 'list' ? [] : result.rows;
  if (wanted.size && rows.length) await mergeMetrics(request, deps, rows, ctx, query, options, wanted);

  switch (result.mode) {
    case 'paginated':
      return reply.send(ok(result.page));
    case 'list':
      return reply.send(ok(result.options));
    case 'all':
      return reply.send(ok(result.rows));
  }
}

async function mergeMetrics<Row extends Record<string, unknown>>(
  request: FastifyRequest,
  deps: AppDeps,
  rows: Row[],
  ctx: AuthContext,
  query: MetricListQuery,
  options: MetricListOptions,
  wanted: Set<string>,
) {
  const ids = rows.map((r) => Number(r.id));
  const isStatus = (m: string) => (LINE_STATUS_METRICS as readonly string[]).includes(m);
  const isConversion = (m: string) => (CONVERSION_METRICS as readonly string[]).includes(m);
  const conversion = [...wanted].some(isConversion);
  // CPA and ROAS divide by spend, so conversion columns read the delivery rollup as well.
  const deliveryAsked = [...wanted].some((m) => !isStatus(m) && !isConversion(m));
  const delivery = conversion || deliveryAsked;
  const status = options.level === 'line_item' && LINE_STATUS_METRICS.some((m) => wanted.has(m));
  const range = {
    fromMs: query.metrics_start_date ? utcMomentMs(query.metrics_start_date) : undefined,
    toMs: query.metrics_end_date ? utcMomentMs(query.metrics_end_date, true) : undefined,
  };
  const deliveryFields = options.metrics.filter((m) => !isStatus(m) && !isConversion(m));
  const conversionFields = options.metrics.filter(isConversion);
  try {
    const store = await deps.analytics.get();
    const [values, statuses, credits, currencies] = await Promise.all([
      delivery ? readDeliveryMetrics(store, ctx.accountId, options.level, ids, range) : null,
      status ? readLineStatus(store, ctx.accountId, ids) : null,
      conversion ? readConversionSums(store, ctx.accountId, options.level, ids, range) : null,
      conversion ? rowCurrencies(deps.db, ctx.accountId, options.level, rows) : null,
    ]);
    for (const row of rows) {
      const id = Number(row.id);
      const target = row as Record<string, unknown>;
      const v = values?.get(id) ?? noDelivery();
      if (deliveryAsked) {
        for (const field of deliveryFields) target[field] = v[field as keyof typeof v];
      }
      if (credits) {
        const c = conversionMetricValues(
          credits.get(id) ?? noConversions(),
          v.spendMicros,
          currencies?.get(id),
        );
        for (const field of conversionFields) target[field] = c[field as keyof typeof c];
      }
      if (statuses) {
        const s = statuses.get(id);
        target.bidding_status = s?.bidding_status ?? false;
        target.winning_status = s?.winning_status ?? false;
      }
    }
  } catch (error) {
    request.log.warn({ err: error }, 'analytics store unavailable: metric columns answer null');
    for (const row of rows) {
      const target = row as Record<string, unknown>;
      if (deliveryAsked) for (const field of deliveryFields) target[field] = null;
      if (conversion) for (const field of conversionFields) target[field] = null;
      if (status) {
        target.bidding_status = null;
        target.winning_status = null;
      }
    }
  }
}
