import { createClickHouseSink } from '@beacon/analytics';
import {
  type AuctionSource,
  type ConversionRates,
  createAuctionSource,
  createDeliveryModel,
  currentWorld,
  type DeliverySlice,
  type ExistingWorld,
  hourSlices,
  type LedgerEntry,
  type LineItemPlan,
  type SliceTotals,
  simulateConversions,
  simulateDelivery,
  windowOf,
} from '@beacon/simulator';
import { termTargeting } from '@beacon/targeting';
import type { AppDeps } from '../../platform/deps.ts';
import { loadConversionEvents } from './conversion-events.ts';
import { commitLedger, settleSlice } from './ledger.ts';
import { loadPlans } from './plans.ts';
import { loadTargetingContext } from './targeting-context.ts';

/** Events per insert of a delivery run. */
const DELIVERY_INSERT_ROWS = 4_000;

/** The world's auction source, built once per process (devices are regenerated from the seed). */
let cached: { key: string; source: AuctionSource } | null = null;
function sourceFor(world: ExistingWorld, opportunitiesPerHour?: number): AuctionSource {
  const key = `${world.seed}|${world.scale}|${world.start}|${opportunitiesPerHour ?? ''}`;
  if (cached?.key !== key) {
    cached = {
      key,
      source: createAuctionSource({
        seed: world.seed,
        scale: world.scale,
        start: world.start,
        opportunitiesPerHour,
      }),
    };
  }
  return cached.source;
}

/** Impressions each capped line already served per device in the window that contains `from`. */
async function frequencyHistory(deps: AppDeps, plans: readonly LineItemPlan[], from: number) {
  const store = await deps.analytics.get();
  const history = new Map<number, Map<string, number>>();
  for (const plan of plans) {
    if (!plan.frequency || !plan.active || !plan.campaignActive) continue;
    const seconds = plan.frequency.windowSeconds;
    const since = seconds ? windowOf(seconds, from) * seconds : plan.start;
    if (since >= from) continue;
    const rows = await store.query<{ device_id: string; n: string }>(
      `SELECT device_id, sum(impressions) AS n FROM delivery_events
       WHERE account_id = {account:UInt64} AND line_item_id = {line:UInt64}
         AND event_time >= toDateTime({since:UInt32}, 'UTC') AND event_time < toDateTime({from:UInt32}, 'UTC')
       GROUP BY device_id`,
      {
        account: String(plan.accountId),
        line: String(plan.lineItemId),
        since: String(since),
        from: String(from),
      },
    );
    history.set(plan.lineItemId, new Map(rows.map((r) => [r.device_id, Number(r.n)])));
  }
  return history;
}

export interface DeliveryRunOptions {
  from: number;
  to: number;
  /** Move the shared mark slice by slice (the live loop); a one-off run (tests, tools) leaves it. */
  advanceWatermark?: boolean;
  /** Overrides the auction rate of the source (tests use a denser stream on a tiny world). */
  opportunitiesPerHour?: number;
  /** Stops the run before its next slice (the job timed out or the process is stopping). */
  signal?: AbortSignal;
  /** Overrides the conversion rates (tests use high ones on a tiny world). */
  conversionRates?: ConversionRates;
  /** Told the end of each commit once it is written (progress of a long run). */
  onSlice?: (to: number) => void;
  /**
   * Hours simulated per commit (default 1). The model still runs hour by hour (the same pacing and
   * events); only the writes are grouped: one ledger transaction, one pending window and one
   * insert per table for the group. The first-run backfill commits a day at a time.
   */
  commitHours?: number;
}

/** Ledger entries added up per campaign, line item and day. */
function mergeLedger(entries: readonly LedgerEntry[]): LedgerEntry[] {
  const merged = new Map<string, LedgerEntry>();
  for (const e of entries) {
    const key = `${e.campaignId}|${e.lineItemId}|${e.day}`;
    const seen = merged.get(key);
    if (seen) {
      seen.spendMicros += e.spendMicros;
      seen.impressions += e.impressions;
    } else merged.set(key, { ...e });
  }
  return [...merged.values()];
}

/**
 * Simulates delivery over [from, to) for the line items of the database, on the world the analytics
 * store holds (nothing when it holds none). Plans are read once; then hour by hour the slice's
 * spend is added to the budget ledger in one transaction, and only after that commits are its
 * delivery and bid events written to the analytics store. Ledger first: budgets never miss spend
 * that reports show, and a slice is never counted twice in the ledger, because the mark moves in
 * the same transaction. With the mark, that transaction also leaves the slice pending until its
 * events are all written: a crash in between is undone by the next run (`settle.ts`), so the
 * reports do not stay behind the ledger. A one-off run (no mark) has no such guard. The slice's
 * simulated conversions for the active events (docs/DELIVERY.md "Conversions") are written last,
 * while the slice is still pending, so the same undo removes them. With `commitHours` the slices
 * of several hours are written as one such slice (the backfill: a day).
 */
export async function runDelivery(deps: AppDeps, options: DeliveryRunOptions): Promise<SliceTotals | null> {
  const store = await deps.analytics.get();
  const world = await currentWorld(store);
  if (!world) return null;
  const plans = await loadPlans(deps.db, options.from, options.to);
  const events = await loadConversionEvents(deps.db);
  const model = createDeliveryModel({
    seed: world.seed,
    plans,
    targeting: termTargeting(await loadTargetingContext(deps.db, store, plans)),
    from: options.from,
    frequencyHistory: await frequencyHistory(deps, plans, options.from),
  });
  // A day of the backfill holds tens of thousands of events: inserted a few thousand rows at a time,
  // so a read of the console waits for one short insert on the embedded store (docs/JOBS.md
  // "Analytics lanes").
  const sink = createClickHouseSink(store, { batchSize: DELIVERY_INSERT_ROWS });
  const commitHours = Math.max(1, options.commitHours ?? 1);
  /** Consecutive slices written as one commit. */
  let group: Omit<DeliverySlice, 'totals'> | null = null;
  const commit = async ({ from, to, ledger, deliveries, bids }: Omit<DeliverySlice, 'totals'>) => {
    const pending = deliveries.length + bids.length + events.length > 0;
    const mark = options.advanceWatermark ? { from, to, pending } : null;
    await commitLedger(deps.db, mergeLedger(ledger), mark);
    await sink.write('delivery', deliveries);
    await sink.write('bid', bids);
    await sink.flush();
    // Conversions are drawn hour by hour (their chance reads the touches before each hour).
    for (const hour of hourSlices(from, to))
      await simulateConversions(store, {
        seed: world.seed,
        from: hour.from,
        to: hour.to,
        events,
        rates: options.conversionRates,
      });
    if (mark?.pending) await settleSlice(deps.db, mark);
    options.onSlice?.(to);
  };
  return simulateDelivery({
    source: sourceFor(world, options.opportunitiesPerHour),
    model,
    from: options.from,
    to: options.to,
    onSlice: async (slice) => {
      // A stop lands between slices; a group not yet committed is simulated again by the next run.
      options.signal?.throwIfAborted();
      if (group) {
        // concat, not push(...): an hour of a large world holds more events than a call's arguments.
        group.to = slice.to;
        group.ledger = group.ledger.concat(slice.ledger);
        group.deliveries = group.deliveries.concat(slice.deliveries);
        group.bids = group.bids.concat(slice.bids);
      } else {
        group = {
          from: slice.from,
          to: slice.to,
          ledger: slice.ledger,
          deliveries: slice.deliveries,
          bids: slice.bids,
        };
      }
      // Groups end on whole multiples of `commitHours` (UTC midnights for a day) and at the end.
      if (slice.to % (commitHours * 3600) === 0 || slice.to >= options.to) {
        const done = group;
        group = null;
        await commit(done);
      }
    },
  });
}
