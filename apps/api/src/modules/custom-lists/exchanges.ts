import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';

export type Exchanges = { ids: ReadonlySet<number>; byCode: ReadonlyMap<string, number> };

/** The exchanges a model-three item may name (`/api/list/custom_list_exchanges`, active ones). */
export async function loadExchanges(db: Executor): Promise<Exchanges> {
  const rows = await rowsOf(
    db,
    sql`select id, code from lookup_values where list = 'custom_list_exchanges' and active`,
  );
  return {
    ids: new Set(rows.map((r) => Number(r.id))),
    byCode: new Map(rows.map((r) => [String(r.code).toUpperCase(), Number(r.id)])),
  };
}
