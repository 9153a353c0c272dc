import { describe, expect, it } from 'vitest';
import { loadMigrations, parseMigrations, splitStatements } from './migrations.ts';

describe('analytics migrations', () => {
  it('splits a file into statements at line-ending semicolons and drops comment lines', () => {
    const sql = `-- header; with a semicolon\nCREATE TABLE a\n(\n  x UInt8 -- trailing\n)\nENGINE = Memory;\n\nSELECT 'a;b';\nSELECT 2`;
    expect(splitStatements(sql)).toEqual([
      'CREATE TABLE a\n(\n  x UInt8 -- trailing\n)\nENGINE = Memory',
      "SELECT 'a;b'",
      'SELECT 2',
    ]);
  });

  it('orders versions and refuses duplicates and bad names', () => {
    const parsed = parseMigrations([
      { file: '0002_b.sql', sql: 'SELECT 2;' },
      { file: '0001_a.sql', sql: 'SELECT 1;' },
    ]);
    expect(parsed.map((m) => [m.version, m.name])).toEqual([
      [1, 'a'],
      [2, 'b'],
    ]);
    expect(() =>
      parseMigrations([
        { file: '0001_a.sql', sql: '' },
        { file: '0001_b.sql', sql: '' },
      ]),
    ).toThrow(/Duplicate/);
    expect(() => parseMigrations([{ file: 'events.sql', sql: '' }])).toThrow(/0001_name/);
  });

  it('ships versioned MergeTree tables with IF NOT EXISTS, event tables partitioned by month', () => {
    const migrations = loadMigrations();
    expect(migrations.map((m) => m.version)).toEqual([1, 2, 3, 4, 5, 6]);
    const statements = migrations.flatMap((m) => m.statements);
    for (const statement of statements)
      expect(statement).toMatch(
        /^(CREATE (TABLE|MATERIALIZED VIEW) IF NOT EXISTS|ALTER TABLE \w+ ADD COLUMN IF NOT EXISTS)/,
      );
    // 0001/0002 hold the event tables; the world's dimension tables (0003) are small and unpartitioned.
    const events = migrations.filter((m) => m.version <= 2).flatMap((m) => m.statements);
    for (const statement of events.filter((s) => s.startsWith('CREATE TABLE'))) {
      expect(statement).toMatch(/MergeTree\nPARTITION BY toYYYYMM\(/);
    }
  });
});
