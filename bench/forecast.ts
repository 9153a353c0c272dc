/**
 * Benchmark: the avails and reach forecast (`POST /api/targeting/forecast`) through the real HTTP
 * layer, and its error against what delivery then does. Builds a world (seed 1, BENCH_SCALE, default
 * `small`, starting 7 days ago as `npm start` does) into a temporary embedded store, starts the API
 * on PGlite on a loopback port, and
 * - times the first forecast (cold: it builds the sample of the bid stream) and BENCH_CALLS (30)
 *   warm ones with varying targeting (countries, OS, device and environment types, hours of the
 *   week, languages), client-side and as the server reports (`took_ms`): median and p95;
 * - saves a targeting (one OS in one country) on a line item with a high bid and a budget that never
 *   binds, simulates delivery over the sampled week, and compares the forecast (daily avails × 7,
 *   weekly and daily unique devices) with the line's bids and distinct bidding devices.
 *
 *   npm run bench:forecast
 *   BENCH_SCALE=medium npm run bench:forecast
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.ts';
import { loadConfig } from '../apps/api/src/config.ts';
import { campaigns, creativeLineAssociations, creatives, lineItems } from '../apps/api/src/db/schema.ts';
import { seedFirstRun } from '../apps/api/src/db/seed.ts';
import { runDelivery } from '../apps/api/src/modules/delivery/run.ts';
import { bootstrap } from '../apps/api/src/platform/bootstrap.ts';
import { TARGETING_KEY_IDS, TARGETING_PREDICATES } from '../packages/contracts/src/index.ts';
import { isScaleName, sampleWindow } from '../packages/simulator/src/index.ts';
import { buildWorld } from '../packages/simulator/src/world.ts';

const SCALE = process.env.BENCH_SCALE ?? 'small';
const CALLS = Number(process.env.BENCH_CALLS ?? 30);
const PASSWORD = 'Bench-pass1!';
if (!isScaleName(SCALE)) throw new Error(`unknown scale ${SCALE}`);

const DAY = 86_400;
const today = Math.floor(Date.now() / 1000 / DAY) * DAY;
const dayString = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
const wallClock = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 19).replace('T', ' ');
const ms = (v: number) => `${v.toFixed(v < 10 ? 1 : 0)} ms`;
const pct = (v: number) => `${(v * 100).toFixed(1)} %`;
const quantile = (values: number[], q: number) => {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
};
const COUNTRIES = { CO: 170, BR: 76, PT: 620, ES: 724, CL: 152, TR: 792 };
const { include, exclude } = TARGETING_PREDICATES;
type Term = { targeting_key_id: number; targeting_predicate_id: number; value: string };
const term = (key: keyof typeof TARGETING_KEY_IDS, predicate: number, value: string | number): Term => ({
  targeting_key_id: TARGETING_KEY_IDS[key],
  targeting_predicate_id: predicate,
  value: String(value),
});

const dataDir = await mkdtemp(path.join(tmpdir(), 'beacon-bench-forecast-'));
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
const { deps, close } = await bootstrap(config);
try {
  const store = await deps.analytics.get();
  const worldStart = dayString(today - 7 * DAY);
  const world = await buildWorld(store, { seed: 1, scale: SCALE, days: 1, start: worldStart });
  console.log(
    `world ${SCALE} (seed 1, from ${worldStart}) built in ${world.seconds.toFixed(1)} s ` +
      `(load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores)`,
  );

  await seedFirstRun(deps.db, { adminEmail: 'admin@example.com', adminPassword: PASSWORD, demo: false });
  const app = await buildApp(deps, { webDist: null });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  let token = '';
  const call = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await res.json()) as { data: any };
    if (res.status !== 200)
      throw new Error(`${method} ${url} answered ${res.status}: ${JSON.stringify(json)}`);
    return json.data;
  };
  try {
    token = (await call('POST', '/api/auth/login', { email: 'admin@example.com', password: PASSWORD }))
      .access_token;
    const terms = await call('GET', '/api/campaigns/terms');
    await call('POST', '/api/campaigns/terms', { version: terms.version });
    const firstId = async (url: string) => (await call('GET', url))[0].id as number;
    const utc = (await call('GET', '/api/list/timezones')).find((z: { name: string }) => z.name === 'UTC').id;
    const advertiser = await call('POST', '/api/advertisers', {
      name: 'Forecast advertiser',
      category_id: await firstId('/api/list/advertiser_categories'),
      domain: 'brand.example.com',
      currency: 'USD',
      country_id: COUNTRIES.CO,
    });
    const campaign = await call('POST', '/api/campaigns', {
      advertiser_id: advertiser.id,
      name: 'Forecast campaign',
      budget: '1000',
      budget_type_id: 1,
      start_date: `${dayString(today)} 00:00:00`,
      end_date: `${dayString(today + 30 * DAY)} 23:59:59`,
      timezone_id: utc,
      delivery_type_id: await firstId('/api/list/delivery_types'),
      delivery_objective_id: await firstId('/api/list/delivery_objectives'),
      optimization_strategy_id: await firstId('/api/list/optimization_strategies'),
      campaign_pacing_id: await firstId('/api/list/campaign_pacing'),
    });
    // The flight covers the sampled week (the API refuses a start in the past) and the budget never binds.
    await deps.db
      .update(campaigns)
      .set({ startDate: wallClock(today - 8 * DAY), budget: '10000000' })
      .where(eq(campaigns.id, campaign.id));
    const [line] = await deps.db
      .insert(lineItems)
      .values({
        accountId: 1,
        campaignId: campaign.id,
        advertiserId: advertiser.id,
        name: 'Forecast line',
        budget: '10000000',
        startDate: wallClock(today - 8 * DAY),
        endDate: wallClock(today + 30 * DAY),
        timezoneId: utc,
        bidStrategyId: 1,
        fixCpm: true,
        cpmBid: '80',
        linePacingId: 3,
      })
      .returning({ id: lineItems.id });
    const lineItemId = line!.id;
    const [creative] = await deps.db
      .insert(creatives)
      .values({ accountId: 1, advertiserId: advertiser.id, name: 'Banner', approvalStatus: 'approved' })
      .returning({ id: creatives.id });
    await deps.db.insert(creativeLineAssociations).values({ creativeId: creative!.id, lineItemId });

    const options = async (key: string) =>
      (await call('GET', `/api/targeting/options/${key}`)) as { id: number; name: string }[];
    const os = await options('operating_system');
    const android = os.find((o) => o.name === 'Android')!.id;
    const deviceTypes = await options('device_type');
    const environments = await options('environment_type');
    const languages = await options('language');

    const forecast = async (targeting: Term[]) => {
      const started = performance.now();
      const data = await call('POST', '/api/targeting/forecast', {
        line_item_id: lineItemId,
        targeting_terms: targeting,
      });
      return { data, ms: performance.now() - started };
    };

    const measured = [term('country', include, COUNTRIES.CO), term('operating_system', include, android)];
    const cold = await forecast(measured);
    console.log(
      `cold (builds the sample: ${cold.data.sample_rate === 1 ? 'every device' : `1 in ${cold.data.sample_rate} devices`}, ` +
        `${cold.data.days} days): ${ms(cold.ms)} (server ${ms(cold.data.took_ms)})`,
    );

    // Varying targeting, as a trafficker edits it: countries, platform, environment, time, languages.
    const codes = Object.values(COUNTRIES);
    const pick = <T>(list: readonly T[], i: number) => list[i % list.length]!;
    const variants = Array.from({ length: CALLS }, (_, i) => {
      const set: Term[] = [];
      if (i % 4 !== 3) set.push(term('country', include, pick(codes, i)));
      if (i % 5 === 1) set.push(term('country', include, pick(codes, i + 2)));
      if (i % 2 === 0) set.push(term('operating_system', include, pick(os, i).id));
      if (i % 3 === 0) set.push(term('device_type', include, pick(deviceTypes, i).id));
      if (i % 3 === 1) set.push(term('environment_type', include, pick(environments, i).id));
      if (i % 4 === 2)
        for (let h = 0; h < 5 * 24; h++)
          if (h % 24 >= 8 && h % 24 < 20) set.push(term('user_time_of_week', include, h));
      if (i % 6 === 5) set.push(term('language', exclude, pick(languages, i).id));
      return set;
    });
    const client: number[] = [];
    const server: number[] = [];
    for (const variant of variants) {
      const { data, ms: took } = await forecast(variant);
      client.push(took);
      server.push(data.took_ms);
    }
    console.log(
      `warm, ${CALLS} calls with varying targeting: median ${ms(quantile(client, 0.5))}, p95 ${ms(quantile(client, 0.95))} ` +
        `(server took_ms median ${ms(quantile(server, 0.5))}, p95 ${ms(quantile(server, 0.95))})`,
    );

    // What delivery does over the same week with that targeting saved.
    const forecastNow = (await forecast(measured)).data;
    await call('POST', '/api/targeting', { line_item_id: lineItemId, targeting_terms: measured });
    const { from, to } = sampleWindow(worldStart, Date.now() / 1000);
    const deliveryStarted = performance.now();
    const totals = await runDelivery(deps, { from, to });
    console.log(
      `delivery over the sampled week (${dayString(from)} to ${dayString(to - DAY)}): ${totals?.bids.toLocaleString('en')} bids ` +
        `in ${((performance.now() - deliveryStarted) / 1000).toFixed(1)} s`,
    );
    const params = { line: String(lineItemId), from: String(from), to: String(to) };
    const window = `line_item_id = {line:UInt64} AND event_time >= toDateTime({from:UInt32}, 'UTC')
        AND event_time < toDateTime({to:UInt32}, 'UTC')`;
    const [week] = await store.query<{ bids: string; devices: string }>(
      `SELECT count() AS bids, uniqExact(device_id) AS devices FROM bid_events WHERE ${window}`,
      params,
    );
    const [days] = await store.query<{ device_days: string }>(
      `SELECT count() AS device_days FROM (SELECT DISTINCT device_id, toDate(event_time) FROM bid_events WHERE ${window})`,
      params,
    );
    const rows: [string, number, number][] = [
      ['avails over the week (daily × 7) vs bids', forecastNow.daily_avails * 7, Number(week!.bids)],
      ['weekly unique devices vs bidding devices', forecastNow.weekly_unique_devices, Number(week!.devices)],
      [
        'daily unique devices vs bidding devices a day',
        forecastNow.daily_unique_devices,
        Math.round(Number(days!.device_days) / 7),
      ],
    ];
    console.log(
      `forecast vs delivery, Android in Colombia (forecast's relative standard error ±${pct(forecastNow.relative_error)}):`,
    );
    for (const [label, predicted, actual] of rows)
      console.log(
        `  ${label}: ${predicted.toLocaleString('en')} vs ${actual.toLocaleString('en')} ` +
          `(error ${pct((predicted - actual) / Math.max(1, actual))})`,
      );
  } finally {
    await app.close();
  }
} finally {
  await close();
  await rm(dataDir, { recursive: true, force: true });
}
