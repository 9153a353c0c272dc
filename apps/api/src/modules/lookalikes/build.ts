import { type Analytics, buildLookalike, type FeatureWeight } from '@beacon/analytics';
import type { LookalikeTrait } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { windowStart } from './world.ts';

/** Why a build failed, as the console shows it (a translation key). */
const STORE_UNAVAILABLE = 'errors.analytics_unavailable';
const BUILD_FAILED = 'lookalikes.build_failed';

/** One attempt: claims the lookalike (`processing`), builds it and records it `ready`. */
export async function buildLookalikeMembers(deps: AppDeps, id: number) {
  const [job] = await rowsOf(
    deps.db,
    sql`update lookalikes l set status = 'processing', started_at = now(), updated_at = now(), error = null
        from countries co, segments seed
        where l.id = ${id} and co.id = l.country_id and seed.id = l.seed_segment_id
          and l.status in ('pending', 'processing')
        returning l.account_id, l.seed_segment_id, l.segment_id, l.degree, co.alpha2, seed.days`,
  );
  // Built by an earlier attempt, or removed.
  if (!job) return { built: false };
  let store: Analytics;
  try {
    store = await deps.analytics.get();
  } catch (error) {
    throw new Error(STORE_UNAVAILABLE, { cause: error });
  }
  const result = await buildLookalike(store, {
    accountId: Number(job.account_id),
    seedSegmentId: Number(job.seed_segment_id),
    since: windowStart(job.days === null ? null : Number(job.days)),
    countryCode: String(job.alpha2),
    degree: Number(job.degree),
    segmentId: Number(job.segment_id),
    lookalikeId: id,
  });
  const traits = await labelTraits(store, result.traits);
  await deps.db.execute(
    sql`update lookalikes set status = 'ready', size = ${result.size}, total_users = ${result.candidates},
          traits = ${JSON.stringify(traits)}::jsonb, finished_at = now(), updated_at = now()
        where id = ${id} and status = 'processing'`,
  );
  return { built: true, size: result.size };
}

/** The build failed for good: the lookalike records why (the store was down, or the build failed). */
export async function failBuild(deps: Pick<AppDeps, 'db'>, id: number, reason: string) {
  const error = reason.startsWith(STORE_UNAVAILABLE) ? STORE_UNAVAILABLE : BUILD_FAILED;
  await deps.db.execute(
    sql`update lookalikes set status = 'failed', error = ${error}, finished_at = now(), updated_at = now()
        where id = ${id} and status in ('pending', 'processing')`,
  );
}

/** The seed's traits as the console shows them: city ids become city names. */
async function labelTraits(store: Analytics, traits: FeatureWeight[]): Promise<LookalikeTrait[]> {
  const cityIds = traits.filter((t) => t.family === 'city').map((t) => t.value);
  const cities = new Map<string, string>();
  if (cityIds.length) {
    const rows = await store.query<{ city_id: number; name: string }>(
      'SELECT city_id, any(name) AS name FROM world_cities WHERE city_id IN {ids:Array(UInt32)} GROUP BY city_id',
      { ids: cityIds.map(Number) },
    );
    for (const r of rows) cities.set(String(r.city_id), r.name);
  }
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return traits.map((t) => ({
    family: t.family,
    value: t.value,
    label: (t.family === 'city' ? cities.get(t.value) : undefined) ?? t.value,
    seed_share: round(t.seedShare),
    country_share: round(t.countryShare),
    lift: round(t.lift),
  }));
}
