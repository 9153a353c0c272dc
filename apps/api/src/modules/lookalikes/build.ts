import { type Analytics, buildLookalike, type FeatureWeight } from '@beacon/analytics';
import type { LookalikeTrait } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../platform/deps.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { windowStart } from './world.ts';

/** A build that has shown no progress for this long is taken to have died with its process. */
const STALE_MINUTES = 15;

/**
 * Builds lookalikes in the background of the API process, one at a time (a build reads the whole
 * country; running them in a row keeps the store responsive). A build is claimed in the database
 * first (pending → processing), so two processes never build the same lookalike, and one left
 * `processing` by a process that stopped is claimed again after `STALE_MINUTES` (building again
 * replaces what the interrupted run wrote). `resume` picks up what a previous run left unfinished.
 */
export function createLookalikeBuilds(deps: AppDeps, log: (message: string, error?: unknown) => void) {
  let queue: Promise<void> = Promise.resolve();
  let closed = false;

  const enqueue = (id: number) => {
    if (closed) return;
    queue = queue.then(() =>
      build(deps, id).catch((error: unknown) => log(`lookalike ${id}: build failed`, error)),
    );
  };

  return {
    /** Queues the build of a lookalike just created. */
    start: enqueue,
    /** Queues every unfinished lookalike (on start-up). */
    async resume() {
      const rows = await rowsOf(
        deps.db,
        sql`select id from lookalikes
            where status = 'pending'
               or (status = 'processing' and started_at < now() - make_interval(mins => ${STALE_MINUTES}))
            order by id`,
      );
      for (const row of rows) enqueue(Number(row.id));
    },
    /** Waits for the queued builds (on close: the database and the store must outlive them). */
    async drain() {
      closed = true;
      await queue;
    },
  };
}

export type LookalikeBuilds = ReturnType<typeof createLookalikeBuilds>;

async function build(deps: AppDeps, id: number) {
  const [job] = await rowsOf(
    deps.db,
    sql`update lookalikes l set status = 'processing', started_at = now(), updated_at = now(), error = null
        from countries co, segments seed
        where l.id = ${id} and co.id = l.country_id and seed.id = l.seed_segment_id
          and (l.status = 'pending'
               or (l.status = 'processing' and l.started_at < now() - make_interval(mins => ${STALE_MINUTES})))
        returning l.account_id, l.seed_segment_id, l.segment_id, l.degree, co.alpha2, seed.days`,
  );
  if (!job) return;
  let failure = 'errors.analytics_unavailable';
  try {
    const store = await deps.analytics.get();
    failure = 'lookalikes.build_failed';
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
          where id = ${id}`,
    );
  } catch (error) {
    await deps.db.execute(
      sql`update lookalikes set status = 'failed', error = ${failure}, finished_at = now(),
            updated_at = now()
          where id = ${id}`,
    );
    throw error;
  }
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
