import type { Db as IDatabase } from 'pg-boss';
import type { Executor } from '../db/client.ts';

type QueryClient = { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> };

/**
 * Lets pg-boss write a job through an open Drizzle transaction, so the job and the rows it works
 * for commit (or roll back) together. Drizzle keeps the connection of a transaction on its
 * session — a `pg` PoolClient or a PGlite transaction, both with `query(text, values)`.
 */
export function executorAdapter(executor: Executor): IDatabase {
  const client = (executor as unknown as { session: { client: QueryClient } }).session.client;
  return { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
}
