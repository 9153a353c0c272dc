import type { Analytics, QueryParams } from './client.ts';

/**
 * Whether SQL that runs on the embedded engine also runs on a ClickHouse server
 * (packages/analytics/README.md, "The server dialect"). chdb is the server's engine, so what it
 * runs, a server of the same version parses; what differs is around the SQL: chdb runs in the
 * product's process and keeps one session, while a server is reached over HTTP, one request per
 * statement and no session, by a user who may not read the host's files.
 */

/** Table functions that only generate rows: any server offers them to any user. */
const SERVER_TABLE_FUNCTIONS = new Set([
  'numbers',
  'numbers_mt',
  'zeros',
  'zeros_mt',
  'values',
  'null',
  'generate_series',
  'generateSeries',
]);

/**
 * A table function call where a table goes, in `formatQuery`'s canonical text (`ARRAY JOIN f(...)`
 * joins an array expression, not a table).
 */
const TABLE_FUNCTION = /\b(?:FROM|(?<!ARRAY )JOIN|INTO FUNCTION)\s+([A-Za-z_]\w*)\s*\(/g;
const STRING_LITERAL = /'(?:[^'\\]|\\.)*'/g;

/**
 * What in one statement, as ClickHouse's `formatQuery` prints it, would not work the same on a
 * server: state kept by a session (the server's HTTP interface has none between requests) and
 * table functions that read the host, a file or the embedding process (`file`, `python`, ...).
 */
export function serverDialectProblems(formatted: string): string[] {
  const problems: string[] = [];
  const text = formatted.replace(STRING_LITERAL, "''");
  if (/^\s*(SET|USE)\b/.test(text) || /^\s*CREATE TEMPORARY TABLE\b/.test(text)) {
    problems.push('session state: over HTTP each statement is its own session');
  }
  for (const match of text.matchAll(TABLE_FUNCTION)) {
    const name = match[1]!;
    if (!SERVER_TABLE_FUNCTIONS.has(name)) {
      problems.push(`table function ${name}(): reads outside the tables, a server's user may not have it`);
    }
  }
  return problems;
}

export interface DialectReport {
  sql: string;
  problems: string[];
}

/**
 * Parses each statement with the engine's own parser (`formatQuery`, one statement, `{name:Type}`
 * placeholders left as they are) and answers those that do not parse or have `serverDialectProblems`.
 */
export async function checkServerDialect(
  db: Analytics,
  statements: Iterable<string>,
): Promise<DialectReport[]> {
  const reports: DialectReport[] = [];
  for (const sql of statements) {
    let formatted: string;
    try {
      const [row] = await db.query<{ formatted: string }>('SELECT formatQuery({sql:String}) AS formatted', {
        sql,
      });
      formatted = row?.formatted ?? '';
    } catch (error) {
      reports.push({ sql, problems: [`not parsed: ${(error as Error).message}`] });
      continue;
    }
    const problems = serverDialectProblems(formatted);
    if (problems.length) reports.push({ sql, problems });
  }
  return reports;
}

/**
 * The store, telling `onStatement` the SQL of every query, stream and command before it is sent
 * (inserts are the client's own `INSERT ... FORMAT`). Tests collect the product's statements this way.
 */
export function recordingAnalytics(db: Analytics, onStatement: (sql: string) => void): Analytics {
  return {
    engine: db.engine,
    query<T>(sql: string, params?: QueryParams) {
      onStatement(sql);
      return db.query<T>(sql, params);
    },
    stream<T>(sql: string, params?: QueryParams, options?: { signal?: AbortSignal; batchRows?: number }) {
      onStatement(sql);
      return db.stream<T>(sql, params, options);
    },
    insert: (table, rows) => db.insert(table, rows),
    command(sql, params) {
      onStatement(sql);
      return db.command(sql, params);
    },
    close: () => db.close(),
  };
}
