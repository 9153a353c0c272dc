import type { Analytics } from './client.ts';

/**
 * The rollup's rows of the events of [from, to): the select of the materialized view that feeds
 * `delivery_hourly` on insert, as the store holds it, narrowed to the window. Read from the view,
 * so a rebuilt hour is computed exactly as the view computes it (its columns in the table's order).
 */
async function hourlyRollupSelect(db: Analytics): Promise<string> {
  const [view] = await db.query<{ as_select: string }>(
    `SELECT as_select FROM system.tables WHERE database = currentDatabase() AND name = 'delivery_hourly_mv'`,
  );
  const select = view?.as_select ?? '';
  const groupBy = select.lastIndexOf(' GROUP BY ');
  if (groupBy < 0 || /\sWHERE\s/i.test(select)) throw new Error('delivery_hourly_mv: unexpected definition');
  return `${select.slice(0, groupBy)} WHERE event_time >= toDateTime({from:UInt32}, 'UTC') AND event_time < toDateTime({to:UInt32}, 'UTC')${select.slice(groupBy)}`;
}

/**
 * Removes the delivery and bid events of [from, to) (UTC seconds), of every account, and brings
 * the hourly rollup of the hours it touches back in line with the events left. The materialized
 * view only adds on insert, so those hours are deleted from the rollup and rebuilt from the
 * events. Lightweight `DELETE` (ClickHouse 23.3 and later, and chdb) hides the rows at once.
 *
 * Running it again is harmless, so a slice whose events were cut short by a crash can be removed
 * (from however far its writes got) and written again: nothing is counted twice.
 */
export async function removeDeliveryWindow(db: Analytics, from: number, to: number): Promise<void> {
  if (to <= from) return;
  const window = { from: String(from), to: String(to) };
  for (const table of ['delivery_events', 'bid_events']) {
    await db.command(
      `DELETE FROM ${table} WHERE event_time >= toDateTime({from:UInt32}, 'UTC') AND event_time < toDateTime({to:UInt32}, 'UTC')`,
      window,
    );
  }
  const hours = { from: String(Math.floor(from / 3600) * 3600), to: String(Math.ceil(to / 3600) * 3600) };
  await db.command(
    `DELETE FROM delivery_hourly WHERE hour >= toDateTime({from:UInt32}, 'UTC') AND hour < toDateTime({to:UInt32}, 'UTC')`,
    hours,
  );
  await db.command(`INSERT INTO delivery_hourly ${await hourlyRollupSelect(db)}`, hours);
}

/**
 * Removes the simulated conversions of [from, to) (UTC seconds) and the credits attribution may
 * already have given them, so a slice undone after a crash is simulated (and attributed) afresh
 * without counting any conversion twice. Fires of real tags are never touched.
 */
export async function removeSimulatedConversions(db: Analytics, from: number, to: number): Promise<void> {
  if (to <= from) return;
  const window = { from: String(from), to: String(to) };
  for (const table of ['conversions', 'conversion_credits']) {
    await db.command(
      `DELETE FROM ${table} WHERE source = 'simulated' AND event_time >= toDateTime({from:UInt32}, 'UTC') AND event_time < toDateTime({to:UInt32}, 'UTC')`,
      window,
    );
  }
}
