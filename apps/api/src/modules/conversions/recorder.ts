import type { Analytics, EventRow } from '@beacon/analytics';
import type { AnalyticsStore } from '../../platform/analytics.ts';
import { addMembers, type NewMember } from '../segments/members.ts';

/**
 * A conversion as it is inserted (`EventRow<'conversion'>`). The endpoint builds it from values it
 * has already checked, so the batch is not validated again: parsing thousands of rows at once
 * would hold the event loop for tens of milliseconds.
 */
export type ConversionRow = EventRow<'conversion'>;

/** `DateTime('UTC')` text of a moment, as the store takes it. */
export const storeTime = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ');

export type RecorderOptions = {
  /** Longest time a fire waits in memory before it is written. */
  flushMs: number;
  /** A buffer this long is written at once, without waiting for the timer. */
  flushRows: number;
  /** Fires held while the store refuses them; past this, fires are refused (503) instead. */
  maxBuffered: number;
  log: { error(details: object, message: string): void };
};

/**
 * Buffers the conversions (and segment members) of tag fires and writes them in batches: every
 * `flushMs`, when `flushRows` are waiting, and when the app closes. One insert per batch instead
 * of one per fire is what lets one process take thousands of fires a second; a crash loses at most
 * the fires of the current buffer (docs/EVENTS.md, "What a crash can lose").
 *
 * Not `createClickHouseSink`: that writer flushes only when asked or full, and drops a batch whose
 * insert fails; here a timer bounds how stale the store is, and a refused batch is kept and tried
 * again (up to `maxBuffered` fires) so a short store outage loses nothing.
 */
export function createConversionRecorder(store: AnalyticsStore, options: RecorderOptions) {
  let conversions: ConversionRow[] = [];
  let members: NewMember[] = [];
  let flushing: Promise<void> | null = null;
  let again = false;

  /** Puts rows a flush could not write back in front of newer fires, for the next flush. */
  const keep = (batch: ConversionRow[], joined: NewMember[], error: unknown) => {
    conversions = batch.concat(conversions);
    members = joined.concat(members);
    options.log.error(
      { err: error, fires: batch.length, members: joined.length },
      'tag fires not written yet, kept for the next flush',
    );
  };

  const flushOnce = async () => {
    const batch = conversions;
    const joined = members;
    conversions = [];
    members = [];
    if (batch.length === 0 && joined.length === 0) return;
    let analytics: Analytics;
    try {
      analytics = await store.get();
      if (batch.length > 0) await analytics.insert('conversions', batch);
    } catch (error) {
      keep(batch, joined, error);
      throw error;
    }
    // The conversions are in: only the members are kept when they fail, so no fire is written twice.
    try {
      if (joined.length > 0) await addMembers(analytics, await withCountries(analytics, joined));
    } catch (error) {
      keep([], joined, error);
      throw error;
    }
  };

  /** Writes what is buffered; concurrent calls share a run, and one more follows if fires arrived meanwhile. */
  const flush = (): Promise<void> => {
    if (flushing) {
      again = true;
      return flushing;
    }
    flushing = (async () => {
      try {
        do {
          again = false;
          await flushOnce();
        } while (again || conversions.length >= options.flushRows);
      } finally {
        flushing = null;
      }
    })();
    return flushing;
  };

  const timer = setInterval(() => {
    flush().catch(() => undefined);
  }, options.flushMs);
  timer.unref();

  return {
    /** Buffers one fire; false when the buffer is full because the store keeps refusing writes. */
    record(conversion: ConversionRow, member: NewMember | null): boolean {
      if (conversions.length >= options.maxBuffered) return false;
      conversions.push(conversion);
      if (member) members.push(member);
      if (conversions.length >= options.flushRows) flush().catch(() => undefined);
      return true;
    },
    flush,
    /** Stops the timer and writes the rest. */
    async close() {
      clearInterval(timer);
      await flush();
    },
  };
}
export type ConversionRecorder = ReturnType<typeof createConversionRecorder>;

/**
 * The countries of the synthetic world's devices (`devices` table), read once per batch for the
 * mobile ad ids and hashed ids; cookie ids have none.
 */
async function withCountries(analytics: Analytics, joined: NewMember[]): Promise<NewMember[]> {
  const ids = [...new Set(joined.filter((m) => m.deviceIdType !== 'cookie').map((m) => m.deviceId))];
  if (ids.length === 0) return joined;
  const rows = await analytics.query<{ device_id: string; country_code: string }>(
    'SELECT device_id, any(country_code) AS country_code FROM devices WHERE device_id IN {ids:Array(String)} GROUP BY device_id',
    { ids },
  );
  const country = new Map(rows.map((r) => [r.device_id, r.country_code]));
  return joined.map((m) => ({ ...m, countryCode: country.get(m.deviceId) ?? m.countryCode }));
}
