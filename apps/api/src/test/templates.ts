import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { seedReference } from '../db/seed.ts';
import { openDatabase } from '../platform/db/client.ts';

/**
 * Migrated databases with the reference data in them, built once per test run and copied for each
 * test file. A new PGlite runs initdb (seconds of WebAssembly) and every database then needs the
 * migrations and the reference seed; copying a prepared one skips all three. The app's own start
 * still runs its migrations and seed on the copy: they find nothing to do.
 */

/** A folder holding `pglite/`, a closed PGlite data directory ready to copy. */
export async function buildPgliteTemplate(): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'beacon-template-'));
  const database = await openDatabase({ dataDir: root });
  await database.migrate();
  await seedReference(database.db);
  await database.close();
  return root;
}

/** Copies the template's PGlite data directory into `dataDir` (as `dataDir/pglite`). */
export async function copyPgliteTemplate(template: string, dataDir: string) {
  await cp(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true });
}

/** A PostgreSQL database next to the one `baseUrl` names, to create test databases from. */
export async function buildPostgresTemplate(baseUrl: string): Promise<string> {
  const name = `beacon_template_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await adminQuery(baseUrl, `create database ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  try {
    await database.migrate();
    await seedReference(database.db);
  } finally {
    await database.close();
  }
  return name;
}

export async function dropPostgresDatabase(baseUrl: string, name: string) {
  await adminQuery(baseUrl, `drop database if exists ${name} with (force)`);
}

/** One statement on the database `baseUrl` names (create and drop database cannot run in a pool's transaction). */
export async function adminQuery(baseUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
