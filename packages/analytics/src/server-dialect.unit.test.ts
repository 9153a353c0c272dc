import { describe, expect, it } from 'vitest';
import { serverDialectProblems } from './server-dialect.ts';

describe('server dialect problems of a formatted statement', () => {
  it('accepts tables, generating table functions and table-function names inside strings', () => {
    expect(
      serverDialectProblems(
        "SELECT n.number, p.x\nFROM numbers(3) AS n\nINNER JOIN pois AS p ON p.poi_id = n.number\nARRAY JOIN range(3) AS i\nLEFT ARRAY JOIN arrayZip(a, b) AS z\nWHERE p.name != 'FROM file(x)'",
      ),
    ).toEqual([]);
    expect(
      serverDialectProblems(
        "CREATE DICTIONARY d (k UInt64) PRIMARY KEY k SOURCE(CLICKHOUSE(QUERY 'SELECT 1 FROM t'))",
      ),
    ).toEqual([]);
  });

  it('reports table functions that read outside the tables, wherever a table goes', () => {
    expect(serverDialectProblems("SELECT *\nFROM file('a.csv')")).toEqual([
      "table function file(): reads outside the tables, a server's user may not have it",
    ]);
    expect(serverDialectProblems('SELECT *\nFROM t\nINNER JOIN Python(df) USING (x)')).toHaveLength(1);
    expect(serverDialectProblems("INSERT INTO FUNCTION s3('u') SELECT 1")).toHaveLength(1);
  });

  it('reports statements that leave state in a session', () => {
    for (const sql of ['SET max_threads = 1', 'USE other', 'CREATE TEMPORARY TABLE t\n(\n    `a` UInt8\n)']) {
      expect(serverDialectProblems(sql), sql).toEqual([
        'session state: over HTTP each statement is its own session',
      ]);
    }
  });
});
