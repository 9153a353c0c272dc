import { sql } from 'drizzle-orm';
import type { TestApp } from '../harness.ts';
import { rows } from '../helpers.ts';

/** The row count of every table of the public schema, in one query. */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = await rows<{ name: string }>(
    t,
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  if (!tables.length) return {};
  const parts = tables.map(
    ({ name }) => sql`select ${name} as name, count(*)::int as n from ${sql.identifier(name)}`,
  );
  const counted = await rows<{ name: string; n: number }>(t, sql.join(parts, sql` union all `));
  return Object.fromEntries(counted.map((r) => [r.name, Number(r.n)]));
}

/** `table: before → after` for every table whose count changed. */
export function changedCounts(before: Record<string, number>, after: Record<string, number>): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => before[n] !== after[n]).map((n) => `${n}: ${before[n]} → ${after[n]}`);
}
