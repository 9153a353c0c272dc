import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { fromPglite } from 'pg-boss';
import * as schema from '../../db/schema.ts';
import type { JobsConnection } from '../jobs/queue.ts';

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Anything that runs queries: the database or an open transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Where the job system keeps its tables: the same database. */
  jobs: JobsConnection;
  /**
   * Migrates holding a lock: a second process waits for the first, then finds nothing left to do
   * (ARCHITECTURE.md, Database).
   */
  migrate(): Promise<void>;
  /**
   * Runs `work` while no other process holds `lock` (a PostgreSQL advisory lock; on PGlite, whose
   * data folder serves one process, it simply runs).
   */
  exclusive<T>(lock: number, work: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');

/** The session lock every process takes to migrate, so processes starting together migrate once. */
const MIGRATION_LOCK = 4_817_300;

/**
 * Runs `work` holding a session-level advisory lock on one connection: another process asking for
 * the same lock waits until `work` ends. The lock is released with the connection even when `work` fails.
 */
async function withSessionLock<T>(pool: pg.Pool, lock: number, work: (client: pg.PoolClient) => Promise<T>) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [lock]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [lock]);
    }
  } finally {
    client.release();
  }
}

/** PostgreSQL when a URL is given; otherwise PGlite in `dataDir` (or in memory for `memory://`). */
export async function openDatabase(options: { url?: string; dataDir?: string }): Promise<Database> {
  if (options.url) {
    // JIT off: the API's statements are short, and PostgreSQL compiled every filtered list query
    // (more than half of its run time) without ever winning it back.
    const pool = new pg.Pool({ connectionString: options.url, max: 10, options: '-c jit=off' });
    // An idle connection the server closes (restart, failover, admin termination) must not crash
    // the process: the pool drops it and opens a new one on the next query.
    pool.on('error', (error) => {
      process.emitWarning(`PostgreSQL connection closed: ${error.message}`);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      jobs: { kind: 'postgres', connectionString: options.url },
      migrate: () =>
        withSessionLock(pool, MIGRATION_LOCK, (client) => migratePg(drizzlePg(client), { migrationsFolder })),
      exclusive: (lock, work) => withSessionLock(pool, lock, work),
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = await PGlite.create(dir, { extensions: { pg_trgm } });
  } else {
    client = await PGlite.create({ extensions: { pg_trgm } });
  }
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    jobs: { kind: 'pglite', options: { db: fromPglite(client), backend: 'pglite' } },
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder }),
    exclusive: (_lock, work) => work(),
    close: () => client.close(),
  };
}
