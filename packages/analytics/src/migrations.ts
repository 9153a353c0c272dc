import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Analytics } from './client.ts';

export interface Migration {
  version: number;
  name: string;
  checksum: string;
  statements: string[];
}

export const migrationsDir = fileURLToPath(new URL('./migrations/', import.meta.url));

const FILE = /^(\d{4})_([a-z0-9_]+)\.sql$/;

/**
 * Splits a migration file into statements: `--` comment lines are dropped and a statement ends with a
 * `;` at the end of a line. (ClickHouse over HTTP takes one statement per request.)
 */
export function splitStatements(sql: string): string[] {
  const statements: string[] = [];
  let current: string[] = [];
  for (const raw of sql.split('\n')) {
    const line = raw.trimEnd();
    if (line.trimStart().startsWith('--')) continue;
    if (line.endsWith(';')) {
      current.push(line.slice(0, -1));
      const statement = current.join('\n').trim();
      if (statement) statements.push(statement);
      current = [];
    } else {
      current.push(line);
    }
  }
  const rest = current.join('\n').trim();
  if (rest) statements.push(rest);
  return statements;
}

/** Parses migration files (`NNNN_name.sql`) into versions in ascending order; versions must be unique. */
export function parseMigrations(files: ReadonlyArray<{ file: string; sql: string }>): Migration[] {
  const migrations: Migration[] = [];
  for (const { file, sql } of files) {
    const match = FILE.exec(file);
    if (!match) throw new Error(`Migration file name must look like 0001_name.sql: ${file}`);
    migrations.push({
      version: Number(match[1]),
      name: match[2]!,
      checksum: createHash('sha256').update(sql).digest('hex'),
      statements: splitStatements(sql),
    });
  }
  migrations.sort((a, b) => a.version - b.version);
  for (let i = 1; i < migrations.length; i++) {
    if (migrations[i]!.version === migrations[i - 1]!.version) {
      throw new Error(`Duplicate migration version ${migrations[i]!.version}`);
    }
  }
  return migrations;
}

export function loadMigrations(dir: string = migrationsDir): Migration[] {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => ({ file, sql: readFileSync(`${dir}/${file}`, 'utf8') }));
  return parseMigrations(files);
}

/** Where `migrate` records applied versions; created by the runner, not by a migration file. */
export const SCHEMA_MIGRATIONS_TABLE = 'schema_migrations';

export const CREATE_SCHEMA_MIGRATIONS = `CREATE TABLE IF NOT EXISTS ${SCHEMA_MIGRATIONS_TABLE}
(
    version UInt32,
    name String,
    checksum String,
    applied_at DateTime64(3, 'UTC') DEFAULT now64(3)
)
ENGINE = MergeTree
ORDER BY version`;

export interface AppliedMigration {
  version: number;
  name: string;
  checksum: string;
}

export async function appliedMigrations(db: Analytics): Promise<AppliedMigration[]> {
  await db.command(CREATE_SCHEMA_MIGRATIONS);
  const rows = await db.query<{ version: number; name: string; checksum: string }>(
    'SELECT version, any(name) AS name, any(checksum) AS checksum FROM schema_migrations GROUP BY version ORDER BY version',
  );
  return rows.map((row) => ({ version: Number(row.version), name: row.name, checksum: row.checksum }));
}

/**
 * Runs `work` while no other process runs it: the caller's lock, held for the whole run. ClickHouse
 * has no lock of its own, so several processes on one ClickHouse server pass one they all share
 * (the API passes a PostgreSQL advisory lock). The embedded engine needs none: its data folder
 * serves one process.
 */
export type Exclusive = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Applies pending migrations in version order and records each in `schema_migrations`, holding
 * `exclusive`, so processes starting together apply each version once: the later ones find it
 * recorded. Statements use `IF NOT EXISTS`, so a run interrupted halfway through a version can
 * simply run again. An applied version whose file has since changed is refused: write a new version instead.
 */
export async function migrate(
  db: Analytics,
  migrations: Migration[] = loadMigrations(),
  exclusive: Exclusive = (work) => work(),
): Promise<number[]> {
  return exclusive(() => applyPending(db, migrations));
}

async function applyPending(db: Analytics, migrations: Migration[]): Promise<number[]> {
  const applied = new Map((await appliedMigrations(db)).map((row) => [row.version, row]));
  const done: number[] = [];
  for (const migration of migrations) {
    const previous = applied.get(migration.version);
    if (previous) {
      if (previous.checksum !== migration.checksum) {
        throw new Error(
          `Analytics migration ${migration.version}_${migration.name} changed after it was applied; add a new version instead`,
        );
      }
      continue;
    }
    for (const statement of migration.statements) await db.command(statement);
    await db.insert('schema_migrations', [
      { version: migration.version, name: migration.name, checksum: migration.checksum },
    ]);
    done.push(migration.version);
  }
  return done;
}
