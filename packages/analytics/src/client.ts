import { createRequire } from 'node:module';
import { type ClickHouseClient, createClient } from '@clickhouse/client';
import {
  type CallKind,
  createLaneScheduler,
  currentLane,
  type LaneObserver,
  type LaneScheduler,
} from './lanes.ts';

// chdb loads its native engine (~540 MB library) when first required: only the embedded path needs it,
// so a server deployment never loads it. It is an optional dependency: an install without it
// (a container image, a platform without an `@chdb/lib-*` package) needs CLICKHOUSE_URL.
const require = createRequire(import.meta.url);
const loadChdbConnection = () => {
  try {
    return require('chdb/connection') as typeof import('chdb/connection');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'MODULE_NOT_FOUND') throw error;
    throw new Error(
      'No analytics store: set CLICKHOUSE_URL to a ClickHouse server, or install the optional chdb ' +
        'package (`npm install chdb --workspace @beacon/analytics`) for the embedded engine',
      { cause: error },
    );
  }
};

/** Parameters bound server-side through `{name:Type}` placeholders; never spliced into SQL text. */
export type QueryParams = Record<string, unknown>;

/**
 * The analytics store as the rest of Beacon sees it: ClickHouse SQL over `@clickhouse/client`,
 * either an embedded chdb engine (one data directory per process) or a ClickHouse server/cluster.
 */
export interface Analytics {
  readonly engine: 'chdb' | 'server';
  /** Runs a SELECT and answers its rows; 64-bit integers arrive as strings. */
  query<T = Record<string, unknown>>(sql: string, params?: QueryParams): Promise<T[]>;
  /**
   * Runs a SELECT and yields its rows in batches as they arrive, so a large result is never held
   * whole (on a server; the embedded engine answers a query at once). `signal` cancels the query.
   */
  stream<T = Record<string, unknown>>(
    sql: string,
    params?: QueryParams,
    options?: { signal?: AbortSignal; batchRows?: number },
  ): AsyncIterable<T[]>;
  /** Inserts rows as JSONEachRow. */
  insert(table: string, rows: readonly object[]): Promise<void>;
  /** Runs a statement that answers no rows (DDL, ALTER, OPTIMIZE, ...). */
  command(sql: string, params?: QueryParams): Promise<void>;
  close(): Promise<void>;
}

export interface OpenAnalyticsOptions {
  /** A ClickHouse server (or a node of a cluster), e.g. `CLICKHOUSE_URL`. Without it chdb runs in process. */
  url?: string | undefined;
  /** The chdb data directory (under `DATA_DIR`); ignored when `url` is set. */
  dataDir?: string | undefined;
  /** Database on a server; chdb always uses its current database (`default`). */
  database?: string | undefined;
  /**
   * Embedded engine only: one query in flight, interactive ones first (`lanes.ts`, docs/JOBS.md
   * "Analytics lanes"). Default true; false hands every call straight to chdb (benchmarks compare).
   */
  priorityLanes?: boolean | undefined;
  /**
   * Embedded engine with lanes only: told how long each call waited for its turn and ran, so the
   * API can keep them as metrics (docs/JOBS.md "Analytics lanes") without this package knowing it.
   */
  observeCalls?: LaneObserver | undefined;
}

/** Settings every query runs with: 64-bit integers quoted in JSON so ids keep their precision. */
export const baseSettings = {
  output_format_json_quote_64bit_integers: 1,
  date_time_input_format: 'best_effort',
} as const;

export function openAnalytics(options: OpenAnalyticsOptions): Analytics {
  if (options.url) {
    const client = createClient({
      url: options.url,
      ...(options.database ? { database: options.database } : {}),
      clickhouse_settings: baseSettings,
    });
    return wrap(client, 'server');
  }
  if (!options.dataDir) throw new Error('openAnalytics: dataDir is required when no url is given');
  // chdb's connection implements the Connection contract of @clickhouse/client-common 1.23; the two
  // packages declare it separately, hence the cast.
  const connection = loadChdbConnection().createChdbConnection({ path: options.dataDir });
  const client = createClient({
    connection: connection as unknown as NonNullable<Parameters<typeof createClient>[0]>['connection'],
    clickhouse_settings: baseSettings,
  } as Parameters<typeof createClient>[0]);
  return wrap(
    client,
    'chdb',
    options.priorityLanes === false ? null : createLaneScheduler(options.observeCalls),
  );
}

/**
 * The store over a client. With a scheduler (the embedded engine) every call waits for its turn
 * in the caller's lane, the reading of its rows included; a ClickHouse server runs queries
 * concurrently, so there calls go straight through.
 */
function wrap(
  client: ClickHouseClient,
  engine: Analytics['engine'],
  lanes: LaneScheduler | null = null,
): Analytics {
  const inTurn = <T>(work: () => Promise<T>, kind: CallKind = 'query'): Promise<T> => {
    if (!lanes) return work();
    const { lane, signal } = currentLane();
    return lanes.run(lane, work, signal, kind);
  };
  return {
    engine,
    query<T>(sql: string, params?: QueryParams) {
      return inTurn(async () => {
        const result = await client.query({
          query: sql,
          format: 'JSONEachRow',
          ...(params ? { query_params: params } : {}),
        });
        return result.json<T>();
      });
    },
    async *stream<T>(
      sql: string,
      params?: QueryParams,
      options: { signal?: AbortSignal; batchRows?: number } = {},
    ) {
      // The query waits for its turn like any other; the embedded engine answers the whole result
      // at once, so the rows are read after the turn is handed on.
      const result = await inTurn(() =>
        client.query({
          query: sql,
          format: 'JSONEachRow',
          ...(params ? { query_params: params } : {}),
          ...(options.signal ? { abort_signal: options.signal } : {}),
        }),
      );
      const size = options.batchRows ?? 5_000;
      let batch: T[] = [];
      try {
        for await (const rows of result.stream<T>()) {
          for (const row of rows) {
            batch.push(row.json<T>());
            if (batch.length >= size) {
              yield batch;
              batch = [];
            }
          }
        }
        if (batch.length) yield batch;
      } finally {
        result.close();
      }
    },
    async insert(table, rows) {
      if (rows.length === 0) return;
      await inTurn(() => client.insert({ table, values: rows as object[], format: 'JSONEachRow' }), 'insert');
    },
    async command(sql, params) {
      await inTurn(
        () => client.command({ query: sql, ...(params ? { query_params: params } : {}) }),
        'command',
      );
    },
    close: () => client.close(),
  };
}
