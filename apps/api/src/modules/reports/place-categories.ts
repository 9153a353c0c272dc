import type { ReportPlaceCategory } from '@beacon/contracts';
import { readAnalytics } from '../../platform/analytics.ts';
import type { AppDeps } from '../../platform/deps.ts';

/** Where each kind of place lives in the analytics store (the synthetic world's tables). */
const TABLES = { poi: 'pois', ooh: 'ooh_sites' } as const;

/**
 * The categories of the world's public POIs or OOH sites, the most places first: the values a
 * store-attribution (`category:<name>`) or OOH report reads near (docs/REPORTS.md#store-attribution).
 */
export async function placeCategories(
  deps: AppDeps,
  kind: keyof typeof TABLES,
): Promise<ReportPlaceCategory[]> {
  const rows = await readAnalytics(deps.analytics, (store) =>
    store.query<{ category: string; places: string }>(
      `SELECT category, count() AS places FROM ${TABLES[kind]} WHERE category != ''
       GROUP BY category ORDER BY places DESC, category`,
    ),
  );
  return rows.map((r) => ({ category: r.category, places: Number(r.places) }));
}
