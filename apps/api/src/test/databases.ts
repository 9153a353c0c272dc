import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject } from 'vitest';
import { type Database, openDatabase } from '../platform/db/client.ts';
import { adminQuery, copyPgliteTemplate, dropPostgresDatabase } from './templates.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/**
 * The API test files that also run on PGlite when TEST_DATABASE_URL is set: one for each code
 * path that differs between the two engines or that PGlite's single connection could stall.
 * Both engines share the schema, the migrations and the SQL; what differs is the driver (how
 * rows and types come back), the trigram extension, and that PGlite runs one statement at a time,
 * so a transaction blocks every other query until it ends.
 */
export const PGLITE_SUBSET = [
  // driver, migrations from empty, health reporting the engine
  'apps/api/src/test/smoke.api.test.ts',
  // the list engine: filters, trigram search, sorting, paging, CSV and XLSX downloads
  'apps/api/src/test/list-query.api.test.ts',
  // sign-in, tokens, two-factor, the sign-in limits (concurrent requests)
  'apps/api/src/test/auth.api.test.ts',
  // reference data seeded under an advisory lock; option lists with trigram search
  'apps/api/src/modules/reference/reference.api.test.ts',
  // uploads, one of each: a creative's file, a bulk zip and CSV, device ids, a custom list file
  'apps/api/src/test/creative-assets.api.test.ts',
  'apps/api/src/test/creative-bulk.api.test.ts',
  'apps/api/src/test/segment-uploads.api.test.ts',
  'apps/api/src/test/custom-list-uploads.api.test.ts',
  // a private POI file read by a job; 64-bit H3 indexes through each driver
  'apps/api/src/test/private-pois.api.test.ts',
  // the delivery loop writing the budget ledger in the background while requests run
  'apps/api/src/test/delivery.api.test.ts',
  // conversion tags: buffered fires, attribution batches with their pending mark
  'apps/api/src/test/event-tags.api.test.ts',
  // bad input on every operation: what each engine refuses (NUL, integer ranges) must be a 400
  'apps/api/src/test/bad-input-sweep.api.test.ts',
  // kill -9 in the middle of a job: PGlite resumes interrupted jobs at start (`resumeInterrupted`)
  // instead of waiting for a heartbeat. That path is the same for every kind of job, so one crash
  // test covers it; the others run on PostgreSQL only (docs/TESTING.md)
  'apps/api/src/test/crash-mail.api.test.ts',
];

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * The databases an API test file runs on (`describe.each(testDatabaseKinds())`):
 * - without TEST_DATABASE_URL: PGlite;
 * - with it (as in CI): PostgreSQL, plus PGlite for the files in PGLITE_SUBSET;
 *   TEST_PGLITE=all runs every file on PGlite too, TEST_PGLITE=none none of them.
 */
export function testDatabaseKinds(): DatabaseKind[] {
  if (!process.env.TEST_DATABASE_URL) return ['pglite'];
  const mode = process.env.TEST_PGLITE ?? 'subset';
  if (mode === 'all') return ['pglite', 'postgres'];
  if (mode === 'none') return ['postgres'];
  if (mode !== 'subset') throw new Error(`TEST_PGLITE must be all, subset or none, not "${mode}"`);
  // A renamed or removed file must not quietly drop PGlite from the run.
  const missing = PGLITE_SUBSET.filter((file) => !existsSync(path.join(ROOT, file)));
  if (missing.length) throw new Error(`PGLITE_SUBSET names missing files: ${missing.join(', ')}`);
  const file = expect.getState().testPath;
  const relative = file ? path.relative(ROOT, file).split(path.sep).join('/') : '';
  return PGLITE_SUBSET.includes(relative) ? ['pglite', 'postgres'] : ['postgres'];
}

/**
 * The template a test file copies (see templates.ts and global-setup.ts): '' outside a vitest run
 * (the benchmarks) or when none was built.
 */
export function testTemplate(kind: DatabaseKind): string {
  if (!process.env.VITEST) return '';
  return inject(kind === 'pglite' ? 'pgliteTemplate' : 'postgresTemplate') ?? '';
}

/**
 * A fresh database of its own: PGlite in a temporary folder, or a new PostgreSQL database
 * created next to the one TEST_DATABASE_URL names and dropped on close, so test files never share
 * state. In a test run both start as copies of the run's migrated template; without one (the
 * benchmarks) PGlite lives in memory and PostgreSQL starts empty.
 */
export async function freshDatabase(
  kind: DatabaseKind,
): Promise<{ database: Database; url?: string; drop: () => Promise<void> }> {
  const template = testTemplate(kind);
  if (kind === 'pglite') {
    if (!template) {
      const database = await openDatabase({});
      return { database, drop: async () => {} };
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'beacon-pglite-'));
    await copyPgliteTemplate(template, dir);
    const database = await openDatabase({ dataDir: dir });
    return { database, drop: () => rm(dir, { recursive: true, force: true }) };
  }
  const baseUrl = process.env.TEST_DATABASE_URL!;
  const name = `beacon_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  await createDatabase(baseUrl, name, template);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString() });
  return {
    database,
    url: url.toString(),
    drop: () => dropPostgresDatabase(baseUrl, name),
  };
}

/**
 * CREATE DATABASE, from the template when there is one. PostgreSQL refuses to copy a database
 * while another session is connected to it (55006): files starting in parallel may meet there, so
 * that one error is tried again.
 */
async function createDatabase(baseUrl: string, name: string, template: string) {
  const statement = template ? `create database ${name} template ${template}` : `create database ${name}`;
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(baseUrl, statement);
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt >= 20) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
    }
  }
}
