import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { rowsOf } from '../list-query/run.ts';

/**
 * The values of one field of the data of jobs that have not settled: waiting, running, waiting
 * for a retry, or failed and waiting for their `failed` hook. An object (or a file) such a job
 * names is still looked after; one that no such job names was left by a process that stopped
 * outside the job system. `kinds` narrows the search to those kinds (and their failed hooks).
 */
export async function unsettledJobValues(db: Executor, field: string, kinds?: string[]): Promise<string[]> {
  const names = kinds?.flatMap((name) => [name, `${name}.failed`]);
  const rows = await rowsOf(
    db,
    sql`select distinct data ->> ${field} as value from pgboss.job
        where state in ('created', 'retry', 'active') and data ->> ${field} is not null
          ${
            names
              ? sql`and name in (${sql.join(
                  names.map((name) => sql`${name}`),
                  sql`, `,
                )})`
              : sql``
          }`,
  );
  return rows.map((row) => String(row.value));
}
