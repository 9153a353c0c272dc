import type { Analytics } from './client.ts';
import { type EventInput, type EventKind, type EventRow, eventTables, toRows } from './events.ts';

/** Where events go. Rows are validated on `write`, buffered per kind and inserted in batches. */
export interface EventSink {
  write<K extends EventKind>(kind: K, events: readonly EventInput<K>[]): Promise<void>;
  /** Inserts everything buffered. */
  flush(): Promise<void>;
}

export interface ClickHouseSinkOptions {
  /** Rows per insert (ClickHouse prefers few large inserts). */
  batchSize?: number;
}

export function createClickHouseSink(db: Analytics, options: ClickHouseSinkOptions = {}): EventSink {
  const batchSize = options.batchSize ?? 50_000;
  const buffers = new Map<EventKind, EventRow<EventKind>[]>();
  let pending: Promise<void> = Promise.resolve();

  // Inserts run one after another so a flush sees every earlier insert finished (or failed).
  const enqueue = (kind: EventKind, rows: EventRow<EventKind>[]) => {
    const next = pending.then(() => db.insert(eventTables[kind], rows));
    pending = next.catch(() => undefined);
    return next;
  };

  const drain = (kind: EventKind, all: boolean): Promise<void>[] => {
    const buffer = buffers.get(kind) ?? [];
    const inserts: Promise<void>[] = [];
    while (buffer.length >= batchSize || (all && buffer.length > 0)) {
      inserts.push(enqueue(kind, buffer.splice(0, batchSize)));
    }
    return inserts;
  };

  return {
    async write(kind, events) {
      const rows = toRows(kind, events);
      let buffer = buffers.get(kind);
      if (!buffer) {
        buffer = [];
        buffers.set(kind, buffer);
      }
      for (const row of rows) buffer.push(row);
      await Promise.all(drain(kind, false));
    },
    async flush() {
      const inserts = [...buffers.keys()].flatMap((kind) => drain(kind, true));
      await Promise.all(inserts);
      await pending;
    },
  };
}
