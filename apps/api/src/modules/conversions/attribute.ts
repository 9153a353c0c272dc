import type { AppDeps } from '../../platform/deps.ts';
import { creditRules } from './attribution-rules.ts';
import {
  batchConversions,
  batchEnd,
  batchTouches,
  type CreditRow,
  countedOrders,
  creditTime,
  removeBatchCredits,
  type StoredTouch,
  storeClock,
  writeCredits,
} from './attribution-store.ts';
import { countedConversions, creditConversion } from './credit.ts';
import { anyEvent, markPending, readProgress, settleBatch, startProgress } from './progress.ts';

/** Conversions younger than this are left for the next run: their inserts may still be committing. */
export const ATTRIBUTION_LAG_SECONDS = 5;
const DAY = 86_400;

export type AttributionRun = {
  from: Date;
  to: Date;
  /** The batch was left pending by a stopped run: its credits were removed and written again. */
  redone: boolean;
  conversions: number;
  counted: number;
  credited: number;
};

/**
 * One attribution run (docs/EVENTS.md, "Attribution"): a batch left pending by a stopped run is
 * undone and redone first; otherwise the conversions that reached the store since the mark (up to
 * `lagSeconds` ago) are the batch. Answers null when there is nothing to do.
 */
export async function attributeConversions(
  deps: AppDeps,
  options: { lagSeconds?: number } = {},
): Promise<AttributionRun | null> {
  const existing = await readProgress(deps.db);
  // Without any event there is nothing to credit: nothing is written and the store is not even
  // opened (a process that never reads analytics never loads the embedded engine).
  if (!existing?.pendingTo && !(await anyEvent(deps.db))) return null;
  const progress = existing ?? (await startProgress(deps.db));
  const analytics = await deps.analytics.get();
  const from = progress.attributedTo;
  let to: Date;
  let redone = false;
  if (progress.pendingTo) {
    to = progress.pendingTo;
    await removeBatchCredits(analytics, to);
    redone = true;
  } else {
    to = await storeClock(analytics, options.lagSeconds ?? ATTRIBUTION_LAG_SECONDS);
    if (to <= from) return null;
    if (!(await markPending(deps.db, from, to))) return null;
  }
  const counts = await creditBatch(deps, from, to);
  await settleBatch(deps.db, to);
  return { from, to, redone, ...counts };
}

/** Credits the conversions that reached the store in [from, to), tagging each credit with `to`. */
async function creditBatch(deps: AppDeps, from: Date, to: Date) {
  const analytics = await deps.analytics.get();
  const all = await batchConversions(analytics, from, to);
  if (all.length === 0) return { conversions: 0, counted: 0, credited: 0 };
  const counted = countedConversions(all, await countedOrders(analytics, from, to));
  const rules = await creditRules(deps.db, [...new Set(counted.map((c) => c.eventId))]);

  let earliest = Number.POSITIVE_INFINITY;
  let latest = 0;
  const lines = new Set<number>();
  for (const c of counted) {
    const rule = rules.get(c.eventId);
    if (!rule || rule.eligibleLineItems.size === 0) continue;
    const days = Math.max(rule.clickWindowDays, rule.viewWindowDays);
    earliest = Math.min(earliest, c.time - days * DAY);
    latest = Math.max(latest, c.time);
    for (const id of rule.eligibleLineItems) lines.add(id);
  }
  const touches = new Map<string, StoredTouch[]>();
  if (lines.size > 0)
    for (const t of await batchTouches(analytics, { from, to }, [...lines], earliest, latest)) {
      const key = `${t.accountId}|${t.advertiserId}|${t.deviceId}`;
      const list = touches.get(key);
      if (list) list.push(t);
      else touches.set(key, [t]);
    }

  const batchTo = batchEnd(to);
  let credited = 0;
  const rows: CreditRow[] = counted.map((c) => {
    const rule = rules.get(c.eventId);
    const credit = rule
      ? creditConversion(c.time, touches.get(`${c.accountId}|${c.advertiserId}|${c.deviceId}`) ?? [], rule)
      : ({ touch: 'none' } as const);
    const touched = credit.touch !== 'none';
    if (touched) credited++;
    return {
      event_time: creditTime(c.time),
      account_id: String(c.accountId),
      advertiser_id: String(c.advertiserId),
      conversion_event_id: String(c.eventId),
      campaign_id: String(touched ? credit.campaignId : 0),
      line_item_id: String(touched ? credit.lineItemId : 0),
      creative_id: String(touched ? credit.creativeId : 0),
      device_id: c.deviceId,
      device_id_type: c.deviceIdType,
      order_id: c.orderId,
      value_micros: c.valueMicros,
      touch: credit.touch,
      touch_time: creditTime(touched ? credit.time : 0),
      source: c.source,
      batch_to: batchTo,
    };
  });
  await writeCredits(analytics, rows);
  return { conversions: all.length, counted: counted.length, credited };
}
