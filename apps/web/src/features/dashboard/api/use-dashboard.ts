import { type BidWin, type Dashboard, METRIC_API } from '@beacon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { bidWinKeys, dashboardKeys } from './dashboard-keys.ts';

/** The query of the account's delivery between two UTC days (`YYYY-MM-DD`, both included). */
export const dashboardQuery = (range: { start: string; end: string }) => ({
  queryKey: dashboardKeys.list(range),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<Dashboard>(METRIC_API.dashboard, {
      params: { start_date: range.start, end_date: range.end },
      signal,
    }),
});

/** The account's delivery between two UTC days, kept fresh while the screen is open. */
export function useDashboard(range: { start: string; end: string }) {
  return useQuery({
    ...dashboardQuery(range),
    placeholderData: keepPreviousData,
    // Delivery moves every minute while the simulation runs.
    refetchInterval: 60_000,
  });
}

/** The period the bid-win chart opens with, in hours. */
export const DEFAULT_BID_WIN_PERIOD = 24;

/** The query of a line's hourly bids and wins over the last `period` hours. */
export const bidWinQuery = (lineItemId: number, period: number) => ({
  queryKey: bidWinKeys.list({ lineItemId, period }),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.post<BidWin>(METRIC_API.bidWin(lineItemId), { period }, { signal }),
});

/** Hourly bids and wins of a line over the last `period` hours. */
export function useBidWin(lineItemId: number, period: number) {
  return useQuery({
    ...bidWinQuery(lineItemId, period),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
