import type { Language, LookalikeCountry, LookalikeSeed } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { readAnalytics } from '../../platform/analytics.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { readSegmentCounts } from '../segments/counts.ts';
import { ownSegmentScope } from '../segments/list-spec.ts';

/** How many seed options one call answers (the select searches as the user types). */
const SEED_OPTIONS = 50;

/**
 * The countries of the synthetic world, with their devices: the only countries a lookalike can be
 * built in. Names come from the reference list in the language asked.
 */
export async function worldCountries(deps: AppDeps, language: Language): Promise<LookalikeCountry[]> {
  const world = await readAnalytics(deps.analytics, (store) =>
    store.query<{ country_id: number; devices: string }>(
      'SELECT country_id, count() AS devices FROM devices GROUP BY country_id',
    ),
  );
  if (world.length === 0) return [];
  const devices = new Map(world.map((w) => [Number(w.country_id), Number(w.devices)]));
  const rows = await rowsOf(
    deps.db,
    sql`select id, alpha2, coalesce(names->>${language}, name) as name from countries
        where id in (${sql.join(
          [...devices.keys()].map((id) => sql`${id}`),
          sql`, `,
        )})`,
  );
  return rows
    .map((r) => ({
      id: Number(r.id),
      code: String(r.alpha2),
      name: String(r.name),
      devices: devices.get(Number(r.id)) ?? 0,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}

/** One country of the world by its id (ISO 3166-1 numeric), or null when the world has none of it. */
export async function worldCountry(deps: AppDeps, countryId: number) {
  const countries = await worldCountries(deps, 'en');
  return countries.find((c) => c.id === countryId) ?? null;
}

export type SeedSegment = { id: number; name: string; advertiserId: number | null; days: number | null };

/** A segment of the caller that may seed a lookalike (first-party, visible), or null. */
export async function findSeedSegment(
  db: Executor,
  ctx: AuthContext,
  id: number,
): Promise<SeedSegment | null> {
  const [row] = await rowsOf(
    db,
    sql`select s.id, s.name, s.advertiser_id, s.days from segments s where ${ownSegmentScope(ctx)} and s.id = ${id}`,
  );
  if (!row) return null;
  return {
    id: Number(row.id),
    name: String(row.name),
    advertiserId: row.advertiser_id === null ? null : Number(row.advertiser_id),
    days: row.days === null ? null : Number(row.days),
  };
}

/** The start of a segment's membership window (unix seconds; 0 = every member counts). */
export const windowStart = (days: number | null, now = Date.now()) =>
  days ? Math.floor(now / 1000) - days * 86_400 : 0;

/**
 * Segments the caller may seed a lookalike from, matching `term`, with their sizes (distinct
 * devices inside their membership window, as the segments list counts them).
 */
export async function seedOptions(
  deps: AppDeps,
  ctx: AuthContext,
  query: { term?: string | undefined; id?: number | undefined },
): Promise<LookalikeSeed[]> {
  const term = query.term?.trim();
  const rows = await rowsOf(
    deps.db,
    sql`select s.id, s.name, s.days, adv.name as advertiser_name
        from segments s left join advertisers adv on adv.id = s.advertiser_id
        where ${ownSegmentScope(ctx)}
          and (${term ? sql`s.name ilike ${`%${term.replace(/[\\%_]/g, '\\$&')}%`}` : sql`true`}
               ${query.id ? sql`or s.id = ${query.id}` : sql``})
        order by ${query.id ? sql`(s.id = ${query.id}) desc,` : sql``} s.name, s.id limit ${SEED_OPTIONS}`,
  );
  if (rows.length === 0) return [];
  const counts = await readAnalytics(deps.analytics, (store) =>
    readSegmentCounts(
      store,
      ctx.accountId,
      rows.map((r) => ({ id: Number(r.id), days: r.days === null ? null : Number(r.days) })),
    ),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    advertiser_name: r.advertiser_name === null ? null : String(r.advertiser_name),
    size: counts.get(Number(r.id))?.users_total ?? 0,
  }));
}
