/**
 * Benchmark: lookalike audiences on the world `npm start` builds (seed 1, scale small, 7 days; or
 * BENCH_SCALE), in an embedded chdb store of its own.
 *
 *   npm run bench:lookalikes
 *   BENCH_SCALE=medium BENCH_COUNTRIES=BR npm run bench:lookalikes
 *
 * Seeds are planted with a known rule (the "trait") and hold half of the country's devices that
 * follow it, so the other half is there to be found:
 *   parents  — devices interested in IAB6 (Family & Parenting);
 *   gym      — devices seen at a gym (location pings joined to POIs);
 *   premium  — iOS devices of socio-economic level 5–6 (a rule of two traits at once);
 *   random   — a 5 % random sample (the control: nothing to find).
 * For every country, seed and degree 1, 5 and 10 it prints: the build time (profile + scoring +
 * insert), the size, the mean cosine similarity to the seed (TF-IDF features) of the lookalike and of
 * a random sample of the same size with their ratio and Welch's t, and the trait's share among the
 * lookalike against its share among the candidates.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type Analytics,
  buildLookalike,
  lookalikeAudience,
  lookalikeSimilarity,
  openAnalytics,
} from '../packages/analytics/src/index.ts';
import { buildWorld } from '../packages/simulator/src/world.ts';

const SCALE = (process.env.BENCH_SCALE ?? 'small') as 'small' | 'medium';
const COUNTRIES = (process.env.BENCH_COUNTRIES ?? 'CO,BR,ES').split(',');
const DEGREES = [1, 5, 10];
const ACCOUNT = 1;

/** Each seed's rule as a condition on `devices`. */
const gym = `cityHash64(device_id) IN (SELECT p.device_key FROM location_pings AS p
  INNER JOIN pois AS o ON o.poi_id = p.place_id WHERE p.place_type = 'poi' AND o.subcategory = 'Gym')`;
const SEEDS: { name: string; rule: string; sample: number }[] = [
  { name: 'parents', rule: "has(iab_interests, 'IAB6')", sample: 2 },
  { name: 'gym', rule: gym, sample: 2 },
  { name: 'premium', rule: "os = 'iOS' AND socio_level >= 5", sample: 2 },
  { name: 'random', rule: '1', sample: 20 },
];

async function plant(db: Analytics, segmentId: number, country: string, rule: string, sample: number) {
  await db.command(
    `INSERT INTO segment_members (account_id, segment_id, device_id, device_id_type, country_code, source, added_at)
     SELECT {account:UInt64}, {segment:UInt64}, device_id, device_id_type, country_code, 'upload', now()
     FROM devices WHERE country_code = {country:String} AND (${rule})
       AND cityHash64(device_id, 'seed') % {sample:UInt32} = 0`,
    { account: String(ACCOUNT), segment: String(segmentId), country, sample },
  );
}

/** Share of `segmentId`'s members, and of the country's devices outside the seed, that follow `rule`. */
async function traitShares(db: Analytics, segmentId: number, seedId: number, country: string, rule: string) {
  const [row] = await db.query<{ members: number; candidates: number }>(
    `WITH
       m AS (SELECT DISTINCT device_key FROM segment_members WHERE account_id = {account:UInt64} AND segment_id = {segment:UInt64}),
       s AS (SELECT DISTINCT device_key FROM segment_members WHERE account_id = {account:UInt64} AND segment_id = {seed:UInt64})
     SELECT avgIf(${rule}, cityHash64(device_id) IN m) AS members,
            avgIf(${rule}, cityHash64(device_id) NOT IN s) AS candidates
     FROM devices WHERE country_code = {country:String}`,
    { account: String(ACCOUNT), segment: String(segmentId), seed: String(seedId), country },
  );
  return { members: Number(row?.members ?? 0), candidates: Number(row?.candidates ?? 0) };
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'beacon-bench-lookalikes-'));
const db = openAnalytics({ dataDir });
try {
  const built = await buildWorld(db, { seed: 1, scale: SCALE, days: 7, start: '2026-01-05' });
  console.log(
    `world: seed 1, ${SCALE}, 7 days — ${built.rows.devices?.toLocaleString('en')} devices, ` +
      `${built.rows.location_pings?.toLocaleString('en')} pings (built in ${built.seconds.toFixed(1)} s)`,
  );
  console.log(
    'country seed     seed  degree  size  build ms  similarity lookalike / random  ratio      t  trait in lookalike / candidates',
  );
  let segment = 1000;
  for (const country of COUNTRIES) {
    for (const [i, seed] of SEEDS.entries()) {
      const seedId = 100 + i + COUNTRIES.indexOf(country) * 10;
      await plant(db, seedId, country, seed.rule, seed.sample);
      const audience = await lookalikeAudience(db, {
        accountId: ACCOUNT,
        seedSegmentId: seedId,
        countryCode: country,
      });
      for (const degree of DEGREES) {
        segment += 1;
        const input = { accountId: ACCOUNT, seedSegmentId: seedId, countryCode: country };
        const started = performance.now();
        const result = await buildLookalike(db, {
          ...input,
          degree,
          segmentId: segment,
          lookalikeId: segment,
        });
        const ms = performance.now() - started;
        const quality = await lookalikeSimilarity(db, { ...input, segmentId: segment });
        const trait = await traitShares(db, segment, seedId, country, seed.rule);
        console.log(
          [
            country.padEnd(7),
            seed.name.padEnd(8),
            String(audience.seedMembers).padStart(5),
            String(degree).padStart(7),
            String(result.size).padStart(5),
            ms.toFixed(0).padStart(9),
            `${quality.lookalike.toFixed(3)} / ${quality.random.toFixed(3)}`.padStart(33),
            quality.ratio.toFixed(2).padStart(6),
            quality.t.toFixed(1).padStart(6),
            `${(trait.members * 100).toFixed(0)} % / ${(trait.candidates * 100).toFixed(1)} %`.padStart(32),
          ].join(' '),
        );
      }
    }
  }
} finally {
  await db.close();
  rmSync(dataDir, { recursive: true, force: true });
}
