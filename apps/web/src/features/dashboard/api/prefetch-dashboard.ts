import type { LoaderFunctionArgs } from 'react-router';
import { queryClient } from '../../../app/query-client.ts';
import { signedInAbility } from '../../../app/route-prefetch.ts';
import { rangeFromParams } from '../components/date-range.ts';
import { preloadECharts } from '../components/echarts-preload.ts';
import { dashboardQuery } from './use-dashboard.ts';

/**
 * The Dashboard's route loader: its figures and the chart library start with the screen's code,
 * not once the screen has mounted (docs/BENCHMARKS.md "Chart screens"). Never waits for them.
 */
export async function prefetchDashboard({ request }: LoaderFunctionArgs) {
  const ability = await signedInAbility();
  if (!ability?.can('index', 'Campaign')) return null;
  void preloadECharts();
  void queryClient.prefetchQuery(dashboardQuery(rangeFromParams(new URL(request.url).searchParams)));
  return null;
}
