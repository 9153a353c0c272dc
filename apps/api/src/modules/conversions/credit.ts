/**
 * The attribution rule (docs/EVENTS.md, "Attribution"), free of any store so it can be tested alone.
 * Times are UTC seconds.
 */

/** `extra.code` of the event's attribution lookup; `none` when the event has no attribution. */
export type AttributionCode = 'last_touch' | 'last_click' | 'last_view' | 'count_only' | 'none';

export type CreditRule = {
  code: AttributionCode;
  clickWindowDays: number;
  viewWindowDays: number;
  /** The line items that may get credit for this event (eligibility, docs/EVENTS.md). */
  eligibleLineItems: ReadonlySet<number>;
};

/** A delivery row of the converting device (same account and advertiser). */
export type Touch = {
  time: number;
  campaignId: number;
  lineItemId: number;
  creativeId: number;
  clicks: number;
  impressions: number;
};

export type Credit =
  | { touch: 'none' }
  | { touch: 'click' | 'view'; campaignId: number; lineItemId: number; creativeId: number; time: number };

const DAY = 86_400;

/** The latest touch of a kind within `days` before `at` (inclusive) on an eligible line; ties go to the higher line item id. */
function lastTouch(
  at: number,
  touches: readonly Touch[],
  days: number,
  eligible: ReadonlySet<number>,
  isKind: (t: Touch) => boolean,
): Touch | null {
  if (days <= 0) return null;
  const from = at - days * DAY;
  let best: Touch | null = null;
  for (const t of touches) {
    if (t.time > at || t.time < from || !isKind(t) || !eligible.has(t.lineItemId)) continue;
    if (!best || t.time > best.time || (t.time === best.time && t.lineItemId > best.lineItemId)) best = t;
  }
  return best;
}

const credited = (touch: 'click' | 'view', t: Touch): Credit => ({
  touch,
  campaignId: t.campaignId,
  lineItemId: t.lineItemId,
  creativeId: t.creativeId,
  time: t.time,
});

/**
 * Credits a conversion at `at`: the last click within the click window, else the last impression
 * within the view window, among the eligible line items (last_touch); last_click looks at clicks
 * only, last_view at impressions only; count_only and none credit nothing. Without such a touch
 * the conversion is unattributed (`none`) and still counted.
 */
export function creditConversion(at: number, touches: readonly Touch[], rule: CreditRule): Credit {
  if (rule.code === 'count_only' || rule.code === 'none') return { touch: 'none' };
  if (rule.code !== 'last_view') {
    const click = lastTouch(at, touches, rule.clickWindowDays, rule.eligibleLineItems, (t) => t.clicks > 0);
    if (click) return credited('click', click);
  }
  if (rule.code !== 'last_click') {
    const view = lastTouch(
      at,
      touches,
      rule.viewWindowDays,
      rule.eligibleLineItems,
      (t) => t.impressions > 0,
    );
    if (view) return credited('view', view);
  }
  return { touch: 'none' };
}

/** What de-duplication needs of a conversion. */
export type Countable = { eventId: number; orderId: string; time: number };

/**
 * The conversions that count: a non-empty order id counts once per event, at its earliest fire in
 * the batch (the first in input order on a tie), and not at all when an earlier batch counted it
 * (`counted` holds `eventId:orderId` keys). Fires without an order id always count.
 */
export function countedConversions<T extends Countable>(
  batch: readonly T[],
  counted: ReadonlySet<string>,
): T[] {
  const first = new Map<string, T>();
  const kept: T[] = [];
  for (const c of batch) {
    if (c.orderId === '') continue;
    const key = orderKey(c.eventId, c.orderId);
    if (counted.has(key)) continue;
    const seen = first.get(key);
    if (!seen || c.time < seen.time) first.set(key, c);
  }
  const winners = new Set(first.values());
  for (const c of batch) if (c.orderId === '' || winners.has(c)) kept.push(c);
  return kept;
}

export const orderKey = (eventId: number, orderId: string) => `${eventId}:${orderId}`;
