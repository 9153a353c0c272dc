import type { SegmentProvider } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';

/** The active third-party data providers, in their display order. */
export async function listProviders(db: Executor): Promise<SegmentProvider[]> {
  const rows = await rowsOf(
    db,
    sql`select p.key, p.name, p.description, p.website,
          (select count(*) from segments s where s.data_provider_key = p.key) as segments_count
        from segment_data_providers p where p.active order by p.sort_order, p.name`,
  );
  return rows.map((r) => ({
    key: String(r.key),
    name: String(r.name),
    description: String(r.description),
    website: r.website === null ? null : String(r.website),
    segments_count: Number(r.segments_count),
  }));
}
