import type { Analytics } from './client.ts';
import {
  type FeatureCount,
  type FeatureWeight,
  featureWeights,
  lookalikeSizeFor,
  similarityWeights,
  strongestTraits,
} from './lookalike-weights.ts';

/**
 * Lookalike audiences on the synthetic world (docs/LOOKALIKES.md). Every device of a country is scored
 * by how much its features look like the seed segment's members (naive-Bayes log-lifts, see
 * `lookalike-weights.ts`), and the best-scoring `size` devices become members of the lookalike segment.
 * Per-device work stays in ClickHouse: one statement counts features over the seed and the country,
 * one scores every device and inserts the top ones. Only the per-feature weights (a few hundred
 * numbers) pass through here, bound as query parameters.
 */

export interface SeedAudience {
  accountId: number;
  /** The seed segment (its members are rows of `segment_members`). */
  seedSegmentId: number;
  /**
   * The seed's membership window: only devices added at or after this time (unix seconds) count,
   * as in the segment's own size. 0 or absent: every member.
   */
  since?: number;
  /** ISO 3166-1 alpha-2 code of the country whose devices are scored. */
  countryCode: string;
}

export interface LookalikeAudience {
  /** Devices of the country in the world. */
  countryDevices: number;
  /** Distinct members of the seed segment. */
  seedMembers: number;
  /** Seed members that are devices of the world (any country): the ones with a profile. */
  seedKnown: number;
  /** Seed members among the country's devices. */
  seedInCountry: number;
  /** Devices that may join the lookalike: the country's devices outside the seed. */
  candidates: number;
}

export interface LookalikeResult {
  /** Devices saved as members of the lookalike segment. */
  size: number;
  candidates: number;
  /** The seed's most distinctive features (at most eight). */
  traits: FeatureWeight[];
}

export interface LookalikeSimilarity {
  /** Lookalike members measured, and the random sample (same size) they are compared with. */
  members: number;
  sample: number;
  /** Mean cosine similarity to the seed's centroid. */
  lookalike: number;
  random: number;
  /** lookalike / random. */
  ratio: number;
  /** Welch's t statistic of the difference of the two means. */
  t: number;
}

const seedKeys = `SELECT device_key FROM segment_members
  WHERE account_id = {account:UInt64} AND segment_id = {seed:UInt64}
  GROUP BY device_key HAVING max(added_at) >= toDateTime({since:UInt32}, 'UTC')`;

/** The features of a `devices` row: demographics, device, home city, interests, apps and sites. */
const deviceFeatures = `arrayConcat(
    ['gender:' || toString(gender), 'age:' || age_band, 'socio:' || toString(socio_level), 'os:' || os,
     'make:' || make, 'device_type:' || device_type, 'city:' || toString(home_city_id)],
    arrayMap(x -> 'iab:' || x, iab_interests),
    arrayMap(x -> 'app:' || x, app_bundles),
    arrayMap(x -> 'site:' || x, site_domains))`;

/**
 * Kinds and brands of the places each device was seen at (location pings at a POI). `devices` is a
 * condition on `p.device_key`; pings are read only in `countries` (their ordering key starts there).
 */
const visitsOf = (devices: string, countries: string) => `
  SELECT p.device_key AS device_key,
    groupUniqArrayArray(['place:' || o.subcategory, 'brand:' || o.brand]) AS places
  FROM location_pings AS p INNER JOIN pois AS o ON o.poi_id = p.place_id
  WHERE p.place_type = 'poi' AND p.country_code IN (${countries}) AND ${devices}
  GROUP BY p.device_key`;

const params = (seed: SeedAudience) => ({
  account: String(seed.accountId),
  seed: String(seed.seedSegmentId),
  since: Math.max(0, Math.floor(seed.since ?? 0)),
  country: seed.countryCode,
});

/** How many devices the seed and the country hold: what a lookalike's size is taken from. */
export async function lookalikeAudience(db: Analytics, seed: SeedAudience): Promise<LookalikeAudience> {
  const [row] = await db.query<Record<keyof LookalikeAudience, string>>(
    `WITH seed_keys AS (${seedKeys})
    SELECT
      (SELECT count() FROM seed_keys) AS seedMembers,
      countIf(cityHash64(device_id) IN seed_keys) AS seedKnown,
      countIf(country_code = {country:String}) AS countryDevices,
      countIf(country_code = {country:String} AND cityHash64(device_id) IN seed_keys) AS seedInCountry,
      countryDevices - seedInCountry AS candidates
    FROM devices`,
    params(seed),
  );
  return {
    countryDevices: Number(row?.countryDevices ?? 0),
    seedMembers: Number(row?.seedMembers ?? 0),
    seedKnown: Number(row?.seedKnown ?? 0),
    seedInCountry: Number(row?.seedInCountry ?? 0),
    candidates: Number(row?.candidates ?? 0),
  };
}

/**
 * How often each feature occurs among the seed's devices (any country of the world: a seed elsewhere
 * still says which interests, apps and devices matter) and among the country's devices.
 */
export async function lookalikeFeatureCounts(db: Analytics, seed: SeedAudience): Promise<FeatureCount[]> {
  const rows = await db.query<{ feature: string; seed: string; country: string }>(
    `WITH
      seed_keys AS (${seedKeys}),
      pool AS (
        SELECT cityHash64(device_id) AS device_key, country_code = {country:String} AS in_country,
          device_key IN seed_keys AS in_seed, ${deviceFeatures} AS attrs
        FROM devices WHERE country_code = {country:String} OR cityHash64(device_id) IN seed_keys),
      visits AS (${visitsOf(
        '(p.country_code = {country:String} OR p.device_key IN seed_keys)',
        `SELECT {country:String} UNION ALL SELECT country_code FROM devices WHERE cityHash64(device_id) IN seed_keys`,
      )})
    SELECT feature, countIf(in_seed) AS seed, countIf(in_country) AS country
    FROM (
      SELECT d.in_seed AS in_seed, d.in_country AS in_country, arrayJoin(arrayConcat(d.attrs, v.places)) AS feature
      FROM pool AS d LEFT JOIN visits AS v ON v.device_key = d.device_key)
    GROUP BY feature`,
    params(seed),
  );
  return rows.map((r) => ({ feature: r.feature, seed: Number(r.seed), country: Number(r.country) }));
}

/** Devices of the country outside the seed with their features (a subquery that needs `seed_keys`). */
const candidatesWithFeatures = `
  SELECT d.device_id AS device_id, d.device_id_type AS device_id_type, d.device_key AS device_key,
    arrayConcat(d.attrs, v.places) AS features
  FROM (
    SELECT device_id, device_id_type, cityHash64(device_id) AS device_key, ${deviceFeatures} AS attrs
    FROM devices WHERE country_code = {country:String} AND cityHash64(device_id) NOT IN seed_keys) AS d
  LEFT JOIN (${visitsOf('p.device_key NOT IN seed_keys', '{country:String}')}) AS v ON v.device_key = d.device_key`;

/**
 * Scores every candidate device and saves the best `degree` % (1–10) as members of `segmentId` (source
 * 'lookalike', source_id = `lookalikeId`). A build that was interrupted can simply run again: members
 * an earlier run left are removed first, so the segment holds exactly this run's devices.
 */
export async function buildLookalike(
  db: Analytics,
  input: SeedAudience & { degree: number; segmentId: number; lookalikeId: number },
): Promise<LookalikeResult> {
  const audience = await lookalikeAudience(db, input);
  const counts = await lookalikeFeatureCounts(db, input);
  const size = lookalikeSizeFor(audience.candidates, input.degree);
  const weights = featureWeights(counts, { seed: audience.seedKnown, country: audience.countryDevices });
  if ((await segmentSize(db, input.accountId, input.segmentId)) > 0) {
    await db.command(
      'DELETE FROM segment_members WHERE account_id = {account:UInt64} AND segment_id = {segment:UInt64}',
      { account: String(input.accountId), segment: String(input.segmentId) },
    );
  }
  if (size > 0) {
    await db.command(
      `INSERT INTO segment_members
        (account_id, segment_id, device_id, device_id_type, country_code, source, source_id, added_at)
      WITH seed_keys AS (${seedKeys})
      SELECT {account:UInt64}, {segment:UInt64}, device_id, device_id_type, {country:String}, 'lookalike',
        {lookalike:UInt64}, now()
      FROM (${candidatesWithFeatures})
      ORDER BY arraySum(f -> transform(f, {features:Array(String)}, {weights:Array(Float64)}, 0.), features) DESC,
        device_key
      LIMIT {size:UInt64}`,
      {
        ...params(input),
        segment: String(input.segmentId),
        lookalike: String(input.lookalikeId),
        features: weights.map((w) => w.feature),
        weights: weights.map((w) => w.weight),
        size,
      },
    );
  }
  return {
    size: await segmentSize(db, input.accountId, input.segmentId),
    candidates: audience.candidates,
    traits: strongestTraits(weights),
  };
}

/** Distinct devices of a segment. */
export async function segmentSize(db: Analytics, accountId: number, segmentId: number): Promise<number> {
  const [row] = await db.query<{ n: string }>(
    `SELECT uniqExact(device_key) AS n FROM segment_members
     WHERE account_id = {account:UInt64} AND segment_id = {segment:UInt64}`,
    { account: String(accountId), segment: String(segmentId) },
  );
  return Number(row?.n ?? 0);
}

/**
 * How much more the lookalike's members resemble the seed than chance does: the mean cosine
 * similarity (TF-IDF weighted features, see `similarityWeights`) of the lookalike's members to the
 * seed's centroid, against the same mean over a random sample of the country's devices outside the
 * seed, of the same size (`sampleSeed` picks the sample).
 */
export async function lookalikeSimilarity(
  db: Analytics,
  input: SeedAudience & { segmentId: number; sampleSeed?: number },
): Promise<LookalikeSimilarity> {
  const audience = await lookalikeAudience(db, input);
  const counts = await lookalikeFeatureCounts(db, input);
  const space = similarityWeights(counts, { seed: audience.seedKnown, country: audience.countryDevices });
  const rows = await db.query<{ grp: string; n: string; mean: number; variance: number }>(
    `WITH
      seed_keys AS (${seedKeys}),
      member_keys AS (SELECT DISTINCT device_key FROM segment_members
        WHERE account_id = {account:UInt64} AND segment_id = {segment:UInt64}),
      measured AS (
        SELECT device_key,
          arraySum(f -> transform(f, {features:Array(String)}, {idf:Array(Float64)}, 0.)
            * transform(f, {features:Array(String)}, {centroid:Array(Float64)}, 0.), features)
          / (sqrt(arraySum(f -> pow(transform(f, {features:Array(String)}, {idf:Array(Float64)}, 0.), 2), features))
             * {norm:Float64}) AS cosine
        FROM (${candidatesWithFeatures})),
      random_sample AS (SELECT device_key FROM measured
        ORDER BY cityHash64(device_key, {sample:UInt64}) LIMIT (SELECT count() FROM member_keys))
    SELECT 'lookalike' AS grp, count() AS n, avg(cosine) AS mean, varSamp(cosine) AS variance
    FROM measured WHERE device_key IN member_keys
    UNION ALL
    SELECT 'random' AS grp, count() AS n, avg(cosine) AS mean, varSamp(cosine) AS variance
    FROM measured WHERE device_key IN random_sample`,
    {
      ...params(input),
      segment: String(input.segmentId),
      sample: String(input.sampleSeed ?? 1),
      features: space.features,
      idf: space.idf,
      centroid: space.centroid,
      norm: space.norm || 1,
    },
  );
  const look = rows.find((r) => r.grp === 'lookalike');
  const rand = rows.find((r) => r.grp === 'random');
  const n1 = Number(look?.n ?? 0);
  const n2 = Number(rand?.n ?? 0);
  const m1 = Number(look?.mean ?? 0);
  const m2 = Number(rand?.mean ?? 0);
  const se = Math.sqrt(
    Number(look?.variance ?? 0) / Math.max(1, n1) + Number(rand?.variance ?? 0) / Math.max(1, n2),
  );
  return {
    members: n1,
    sample: n2,
    lookalike: m1,
    random: m2,
    ratio: m2 > 0 ? m1 / m2 : 0,
    t: se > 0 ? (m1 - m2) / se : 0,
  };
}
