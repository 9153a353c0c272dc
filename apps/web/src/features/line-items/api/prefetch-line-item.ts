import { LINE_ITEM_API, type LineItem } from '@beacon/contracts';
import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../app/query-client.ts';
import { signedInAbility } from '../../../app/route-prefetch.ts';
import { recordQuery } from '../../../lib/api/record-query.ts';
import { bidWinQuery, DEFAULT_BID_WIN_PERIOD } from '../../dashboard/api/use-dashboard.ts';
import { preloadECharts } from '../../dashboard/components/echarts-preload.ts';
import { lineItemKeys } from './line-item-keys.ts';

/**
 * The line item screen's route loader: the line, and on the overview its bid-win chart's data and
 * library, start with the screen's code instead of after it has mounted (docs/BENCHMARKS.md
 * "Chart screens"). Only what the user may read is asked for; it never waits for the answers.
 */
export async function prefetchLineItem({ params, request }: LoaderFunctionArgs) {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  const ability = await signedInAbility();
  if (!ability?.can('show', 'LineItem')) return null;
  void queryClient.prefetchQuery(recordQuery<LineItem>(lineItemKeys, LINE_ITEM_API.one, params.id));
  const tab = new URL(request.url).searchParams.get('tab') ?? 'overview';
  if (tab === 'overview') {
    void preloadECharts();
    void queryClient.prefetchQuery(bidWinQuery(id, DEFAULT_BID_WIN_PERIOD));
  }
  return null;
}
