import type { Analytics } from '@beacon/analytics';

/**
 * Simulated conversions (docs/DELIVERY.md "Conversions"): for each hour, a device converts for an
 * event with a probability that grows with how recently the event's advertiser reached it (a click
 * more than an impression, decaying with time), and non-reached devices of the advertiser's country
 * at a low baseline, so attribution and lift have data. Every draw is a hash of the seed, the
 * device, the event and the hour, so a slice gives the same conversions however it is cut.
 */

/** An active event of a simulated account, as the server loads it. */
export interface ConversionEventPlan {
  eventId: number;
  accountId: number;
  advertiserId: number;
  /** Alpha-2 code of the advertiser's country; null: only reached devices convert. */
  countryCode: string | null;
  /** Default value in micros of US dollars. */
  valueMicros: number;
  /** Purchases spread their value (0.5–1.5 × the default) and carry an order id. */
  purchase: boolean;
}

/** Conversion probabilities per device and hour. */
export interface ConversionRates {
  /** Right after a click (per hour), decaying with `decayHours`. */
  click: number;
  /** Right after an impression without a click. */
  view: number;
  /** Any device of the advertiser's country, reached or not. */
  baseline: number;
  /** e-folding time of the exposure effect, in hours. */
  decayHours: number;
  /** How far back a touch still counts, in days. */
  lookbackDays: number;
}

export const CONVERSION_RATES: ConversionRates = {
  click: 0.0015,
  view: 0.00015,
  baseline: 0.00001,
  decayHours: 24,
  lookbackDays: 7,
};

const int = (n: number) => {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`not an id: ${n}`);
  return String(n);
};
const num = (n: number) => {
  if (!Number.isFinite(n) || n < 0) throw new Error(`not a rate: ${n}`);
  return String(n);
};

/**
 * Candidate devices of one event for the hour starting at `{hour}`, as separate SELECTs: the
 * devices the advertiser reached in the look-back (with their last click and impression) and the
 * other devices of its country, each with its chance of converting this hour.
 */
function candidates(event: ConversionEventPlan, rates: ConversionRates): string[] {
  const account = int(event.accountId);
  const advertiser = int(event.advertiserId);
  const reached = `SELECT device_id FROM delivery_events
     WHERE account_id = ${account} AND advertiser_id = ${advertiser}
       AND event_time >= toDateTime({hour:UInt32} - ${int(rates.lookbackDays * 86400)}, 'UTC')
       AND event_time < toDateTime({hour:UInt32}, 'UTC')`;
  // Hours from a touch to the middle of this hour; no click at all reads as 1970, far out of reach.
  const since = (touch: string) => `({hour:UInt32} + 1800 - toUInt32(${touch})) / 3600`;
  const decay = (touch: string) => `exp(-${since(touch)} / ${num(rates.decayHours)})`;
  const fields = `${int(event.eventId)} AS conversion_event_id, ${account} AS account_id,
    ${advertiser} AS advertiser_id, ${int(event.valueMicros)} AS default_value, ${event.purchase ? 1 : 0} AS purchase`;
  const exposed = `SELECT ${fields}, device_id, device_id_type,
      ${num(rates.baseline)} + greatest(${num(rates.click)} * ${decay('last_click')}, ${num(rates.view)} * ${decay('last_view')}) AS p
    FROM (
      SELECT device_id, any(device_id_type) AS device_id_type,
             maxIf(event_time, clicks > 0) AS last_click, max(event_time) AS last_view
      FROM delivery_events
      WHERE account_id = ${account} AND advertiser_id = ${advertiser}
        AND event_time >= toDateTime({hour:UInt32} - ${int(rates.lookbackDays * 86400)}, 'UTC')
        AND event_time < toDateTime({hour:UInt32}, 'UTC')
      GROUP BY device_id
    )`;
  if (!event.countryCode) return [exposed];
  if (!/^[A-Z]{2}$/.test(event.countryCode)) throw new Error(`not a country: ${event.countryCode}`);
  const baseline = `SELECT ${fields}, device_id, device_id_type, ${num(rates.baseline)} AS p
    FROM devices WHERE country_code = '${event.countryCode}' AND device_id NOT IN (${reached})`;
  return [exposed, baseline];
}

/**
 * Writes the simulated conversions of [from, to) (UTC seconds, inside one hour) of `events` to the
 * store: touches are read from `delivery_events` before the hour starts, so the slices of an hour
 * see the same ones. A conversion's time is drawn within its hour and kept when it falls in the
 * slice. Answers how many were written. Each event's reached devices and its country's others are
 * one `INSERT … SELECT` each: every draw depends only on its own row, so the rows are those of one
 * statement over all of them, and on the embedded store a read of the console waits for one short
 * statement, not for all of an hour's (docs/JOBS.md "Analytics lanes").
 */
export async function simulateConversions(
  store: Analytics,
  options: {
    seed: number;
    from: number;
    to: number;
    events: readonly ConversionEventPlan[];
    rates?: ConversionRates;
  },
): Promise<number> {
  const { from, to, events } = options;
  if (events.length === 0 || to <= from) return 0;
  const hour = Math.floor(from / 3600) * 3600;
  if (to > hour + 3600) throw new Error('a conversion slice lies inside one hour');
  const rates = options.rates ?? CONVERSION_RATES;
  const draw = (salt: string) =>
    `cityHash64({seed:UInt32}, '${salt}', device_id, conversion_event_id, {hour:UInt32})`;
  const params = { seed: String(options.seed), hour: String(hour), from: String(from), to: String(to) };
  for (const part of events.flatMap((e) => candidates(e, rates)))
    await store.command(
      `INSERT INTO conversions (event_time, account_id, advertiser_id, conversion_event_id, device_id,
                                device_id_type, value_micros, order_id, source)
       SELECT event_time, account_id, advertiser_id, conversion_event_id, device_id, device_id_type,
              toInt64(if(purchase = 1, round(default_value * (0.5 + ${draw('value')} / 18446744073709551616)), default_value)),
              if(purchase = 1, concat('sim-', lower(hex(${draw('order')}))), ''),
              'simulated'
       FROM (
         SELECT *, toDateTime({hour:UInt32} + ${draw('time')} % 3600, 'UTC') AS event_time
         FROM (${part})
         WHERE ${draw('convert')} / 18446744073709551616 < p
       )
       WHERE event_time >= toDateTime({from:UInt32}, 'UTC') AND event_time < toDateTime({to:UInt32}, 'UTC')`,
      params,
    );
  const [row] = await store.query<{ n: string }>(
    `SELECT count() AS n FROM conversions WHERE source = 'simulated'
       AND event_time >= toDateTime({from:UInt32}, 'UTC') AND event_time < toDateTime({to:UInt32}, 'UTC')`,
    params,
  );
  return Number(row?.n ?? 0);
}
