import type { Analytics } from '@beacon/analytics';
import {
  BID_WIN_MAX_HOURS,
  BID_WIN_PERIODS,
  type BidWin,
  type BidWinRequest,
  utcMomentMs,
} from '@beacon/contracts';
import { unprocessable } from '../../platform/errors.ts';
import { ceilHour, floorHour, HOUR_MS, microsToDecimal, percent, toUtcText } from './money.ts';

export type BidWinWindow = { fromMs: number; toMs: number };

/**
 * The hours a bid-win call covers: `period` hours ending with the current hour, or the given UTC
 * start and end widened to whole hours. Longer than 72 hours, or ending before it starts: 422.
 */
export function bidWinWindow(request: BidWinRequest, now = Date.now()): BidWinWindow {
  if (request.period !== undefined) {
    const period = Number(request.period);
    if (!(BID_WIN_PERIODS as readonly number[]).includes(period)) {
      const key = period > BID_WIN_MAX_HOURS ? 'validation.bid_win_max_hours' : 'validation.bid_win_period';
      throw unprocessable({ period: [key] }, 'The period must be 3, 6, 12, 24, 48 or 72 hours');
    }
    const toMs = floorHour(now) + HOUR_MS;
    return { fromMs: toMs - period * HOUR_MS, toMs };
  }
  const fromMs = floorHour(utcMomentMs(String(request.start_date)));
  const toMs = ceilHour(utcMomentMs(String(request.end_date), true));
  if (toMs <= fromMs) throw unprocessable({ end_date: ['validation.end_after_start'] });
  if (toMs - fromMs > BID_WIN_MAX_HOURS * HOUR_MS) {
    throw unprocessable({ end_date: ['validation.bid_win_max_hours'] }, 'The period may not exceed 72 hours');
  }
  return { fromMs, toMs };
}

type Line = { id: number; accountId: number; currency: string };

/**
 * Hourly bids and wins of one line (bid log) with the spend delivery recorded in those hours (hourly
 * rollup), read in one call over the line's part of each ordering key. Every hour of the window gets a
 * point, so the chart's axis has no gaps; the totals are the sums of the points.
 */
export async function readBidWin(store: Analytics, line: Line, window: BidWinWindow): Promise<BidWin> {
  const params = {
    account: String(line.accountId),
    line: String(line.id),
    from: toUtcText(window.fromMs),
    to: toUtcText(window.toMs),
  };
  // One call, not two: the analytics store runs calls one after another (docs/JOBS.md "Analytics
  // lanes"), so two reads of one chart waited for each other.
  const rows = await store.query<{ hour_text: string; bids: string; wins: string; spend_micros: string }>(
    `SELECT hour_text, sum(bids) AS bids, sum(wins) AS wins, sum(spend_micros) AS spend_micros
     FROM (
       SELECT formatDateTime(toStartOfHour(event_time), '%Y-%m-%d %H:%i:%S') AS hour_text,
              count() AS bids, countIf(won = 1) AS wins, toUInt64(0) AS spend_micros
       FROM bid_events
       WHERE account_id = {account:UInt64} AND line_item_id = {line:UInt64}
         AND event_time >= {from:DateTime('UTC')} AND event_time < {to:DateTime('UTC')}
       GROUP BY hour_text
       UNION ALL
       SELECT formatDateTime(hour, '%Y-%m-%d %H:%i:%S') AS hour_text,
              toUInt64(0) AS bids, toUInt64(0) AS wins, sum(spend_micros) AS spend_micros
       FROM delivery_hourly
       WHERE account_id = {account:UInt64} AND line_item_id = {line:UInt64}
         AND hour >= {from:DateTime('UTC')} AND hour < {to:DateTime('UTC')}
       GROUP BY hour_text
     )
     GROUP BY hour_text`,
    params,
  );
  const byHour = new Map(rows.map((r) => [r.hour_text, r]));
  const points: BidWin['points'] = [];
  let totalBids = 0;
  let totalWins = 0;
  let totalSpend = 0n;
  for (let ms = window.fromMs; ms < window.toMs; ms += HOUR_MS) {
    const hour = toUtcText(ms);
    const row = byHour.get(hour);
    const b = Number(row?.bids ?? 0);
    const w = Number(row?.wins ?? 0);
    const s = BigInt(row?.spend_micros ?? 0);
    totalBids += b;
    totalWins += w;
    totalSpend += s;
    points.push({ hour, bids: b, wins: w, win_rate: percent(w, b), spend: microsToDecimal(s) });
  }
  return {
    line_item_id: line.id,
    currency: line.currency,
    start_date: toUtcText(window.fromMs),
    end_date: toUtcText(window.toMs),
    points,
    totals: {
      bids: totalBids,
      wins: totalWins,
      win_rate: percent(totalWins, totalBids),
      spend: microsToDecimal(totalSpend),
    },
  };
}
