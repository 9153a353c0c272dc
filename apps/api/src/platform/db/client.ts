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
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../db/migrations');

/** The session lock every process takes to migrate, so processes starting together migrate once. */
const MIGRATION_LOCK = 4_817_300;

/**
 * Runs the migrations holding a session-level advisory lock on one connection: a second process
 * waits for the first, then finds nothing left to do (ARCHITECTURE.md, Database). The lock is released
 * with the connection even when a migration fails.
 */
async function migrateUnderLock(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    try {
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);
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
      migrate: () => migrateUnderLock(pool),
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
    close: () => client.close(),
  };
}
