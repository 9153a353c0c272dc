/**
 * Benchmark: targeting evaluation. Compiles 1,000 active line items with realistic targetings (3–8
 * terms each across the modules: countries, environment, device type, OS, languages, content
 * categories, segments, hours of the week, domain and lat/long custom lists, deals, topframe,
 * rewarded) and evaluates every line against a stream of generated auctions (the tiny world, seed 3,
 * a busy day). One evaluation is one auction against one line item; the figure is for one thread,
 * i.e. one core. Segment membership and custom lists are resolved in memory, as a bidder holds them.
 *
 *   npm run bench:targeting
 *   BENCH_LINES=5000 BENCH_ROUNDS=5 npm run bench:targeting
 *   BENCH_COUNTRY=0 npm run bench:targeting   # lines without country terms
 */
import {
  TARGETING_KEY_IDS,
  TARGETING_PREDICATES,
  type TargetingKeyCode,
  type TargetingTermInput,
} from '../packages/contracts/src/index.ts';
import { createAuctionSource } from '../packages/simulator/src/delivery/index.ts';
import { derive, hashPath } from '../packages/simulator/src/random.ts';
import { IAB_CATEGORIES, SITES } from '../packages/simulator/src/taxonomy.ts';
import { type Auction, compileTargeting, type ResolvedCustomList } from '../packages/targeting/src/index.ts';

const LINES = Number(process.env.BENCH_LINES ?? 1000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
/** BENCH_COUNTRY=0: no country includes, so no line is turned away by its cheapest test. */
const COUNTRY = process.env.BENCH_COUNTRY !== '0';
const START = '2026-03-02';
const FROM = Date.parse(`${START}T00:00:00Z`) / 1000;

const source = createAuctionSource({ seed: 3, scale: 'tiny', start: START, opportunitiesPerHour: 3 });
const auctions: Auction[] = [];
for (let h = 0; h < 24; h++) auctions.push(...source.hour(FROM + h * 3600));

// Segment members: every device is in a few of 200 segments (a hash of its id).
const membership = new Map<string, Set<number>>();
const segments = (deviceId: string) => {
  let set = membership.get(deviceId);
  if (!set) {
    const h = hashPath(0, [deviceId]);
    set = new Set([h % 200, (h >>> 8) % 200, (h >>> 16) % 200]);
    membership.set(deviceId, set);
  }
  return set;
};
// Custom lists: domain lists of a few sites and lat/long lists of 50 points around the stream's places.
const lists = new Map<number, ResolvedCustomList>();
const rng = derive(3, 'bench-targeting');
for (let id = 1; id <= 20; id++)
  lists.set(id, { type: 'domain', values: rng.sample(SITES, 5).map((s) => s.domain) });
for (let id = 21; id <= 40; id++) {
  lists.set(id, {
    type: 'lat_long',
    points: Array.from({ length: 50 }, () => {
      const a = rng.pick(auctions);
      return { lat: a.lat + rng.uniform(-0.02, 0.02), lon: a.lon + rng.uniform(-0.02, 0.02), radiusKm: 1 };
    }),
  });
}
const customList = (id: number) => lists.get(id);

const include = (key: TargetingKeyCode, value: string): TargetingTermInput => ({
  targeting_key_id: TARGETING_KEY_IDS[key],
  targeting_predicate_id: TARGETING_PREDICATES.include,
  value,
});
const exclude = (key: TargetingKeyCode, value: string): TargetingTermInput => ({
  ...include(key, value),
  targeting_predicate_id: TARGETING_PREDICATES.exclude,
});

/** One line's terms: a country or two, then 2–7 more drawn from the other modules (3–8 or more in all). */
function lineTerms(i: number): TargetingTermInput[] {
  const r = derive(3, 'bench-line', i);
  const countries = r.sample(['CO', 'BR', 'MX', 'ES', 'PT', 'TR'], r.range(1, 2));
  const terms = COUNTRY ? countries.map((c) => include('country', c)) : [];
  const extras: (() => TargetingTermInput[])[] = [
    () => [include('environment_type', r.pick(['app', 'web']))],
    () => [include('device_type', r.pick(['smartphone', 'tablet', 'desktop']))],
    () => [include('operating_system', r.pick(['android', 'ios']))],
    () => r.sample(['es', 'pt', 'en'], r.range(1, 2)).map((l) => include('language', l)),
    () => r.sample(IAB_CATEGORIES, r.range(1, 4)).map((c) => include('content_category', c.code)),
    () => [include('segment', String(r.int(200))), include('segment', String(r.int(200)))],
    () =>
      Array.from({ length: 5 * 14 }, (_, k) => String(Math.floor(k / 14) * 24 + 8 + (k % 14))).map((s) =>
        include('user_time_of_week', s),
      ),
    () => [exclude('domain_list', String(r.range(1, 20)))],
    () => [include('lat_long_list', String(r.range(21, 40)))],
    () => [exclude('rewarded', 'true')],
    () => [include('topframe', 'true')],
    () => [exclude('inventory_source', 'programmatic_guaranteed')],
  ];
  for (const extra of r.sample(extras, r.range(2, 7))) terms.push(...extra());
  return terms;
}

const started = performance.now();
const predicates = Array.from({ length: LINES }, (_, i) =>
  compileTargeting(lineTerms(i), { segments, customList, timezone: 'America/Bogota' }),
);
const compileMs = performance.now() - started;

let admitted = 0;
let evaluations = 0;
let best = 0;
for (let round = 0; round < ROUNDS; round++) {
  const t0 = performance.now();
  for (const auction of auctions) {
    for (let i = 0; i < predicates.length; i++) if (predicates[i]!(auction)) admitted++;
  }
  const seconds = (performance.now() - t0) / 1000;
  evaluations += auctions.length * predicates.length;
  best = Math.max(best, (auctions.length * predicates.length) / seconds);
}

console.log(`line items: ${LINES}, auctions: ${auctions.length}, rounds: ${ROUNDS}`);
console.log(
  `compile: ${compileMs.toFixed(0)} ms (${((compileMs * 1000) / LINES).toFixed(0)} µs per line item)`,
);
console.log(`admitted: ${((admitted / evaluations) * 100).toFixed(2)} % of evaluations`);
console.log(`evaluations per second per core (best round): ${Math.round(best).toLocaleString('en')}`);
console.log(
  `auctions per second per core against all lines: ${Math.round(best / LINES).toLocaleString('en')}`,
);
