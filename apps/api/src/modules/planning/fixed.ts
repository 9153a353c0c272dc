import {
  type Language,
  PLANNING_STRATEGIES,
  PLANNING_USE_CASES,
  type PlanningItem,
  type PlanningPage,
  type PlanningStrategy,
  planningIdentifier,
  planningSearchKey,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { readAnalytics } from '../../platform/analytics.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { searchTerm } from './options.ts';

type Fixed = Omit<PlanningItem, 'identifier' | 'categoria' | 'subcategoria' | 'marca' | 'nombre'>;

/** A whole list as one page, narrowed by a search term. */
function page(items: Fixed[], search: string | undefined): PlanningPage {
  const term = searchTerm(search);
  const key = term ? planningSearchKey(term) : null;
  const results = items
    .filter((item) => !key || planningSearchKey(item.value).includes(key))
    .map((item) => {
      const full = { ...item, categoria: null, subcategoria: null, marca: null, nombre: null };
      return { ...full, identifier: planningIdentifier(full) };
    });
  return { _current_page: 1, _total_records: results.length, results };
}

/**
 * The countries of the synthetic world with their devices, in the continent order of the
 * reference lists (Asia, Europe, Caribbean, North, Central, South America), then by name.
 */
export async function planningCountries(
  deps: AppDeps,
  query: { search?: string | undefined; language: Language },
): Promise<PlanningPage> {
  searchTerm(query.search);
  const world = await readAnalytics(deps.analytics, (store) =>
    store.query<{ country_id: number; devices: string }>(
      'SELECT country_id, count() AS devices FROM devices GROUP BY country_id',
    ),
  );
  if (world.length === 0) return page([], query.search);
  const devices = new Map(world.map((w) => [Number(w.country_id), Number(w.devices)]));
  const rows = await rowsOf<{ id: number; name: string; continent: string }>(
    deps.db,
    sql`select c.id, coalesce(c.names->>${query.language}, c.name) as name,
          coalesce(k.names->>${query.language}, k.name) as continent
        from countries c join continents k on k.id = c.continent_id
        where c.id in (${sql.join(
          [...devices.keys()].map((id) => sql`${id}`),
          sql`, `,
        )})
        order by k.sort_order, name`,
  );
  return page(
    rows.map((r) => ({
      id: Number(r.id),
      value: String(r.name),
      extra: String(r.continent),
      count: devices.get(Number(r.id)) ?? 0,
      type: 'countries',
    })),
    query.search,
  );
}

/** The planner's strategies; `extra` is the code the analyses take. */
export function planningStrategies(): PlanningPage {
  return page(
    PLANNING_STRATEGIES.map((s) => ({
      id: s.id,
      value: s.name,
      extra: s.code,
      count: null,
      type: 'strategies',
    })),
    undefined,
  );
}

/** The use cases of every strategy or of one; `extra` is the code the analyses take. */
export function planningUseCases(query: { strategy?: PlanningStrategy | undefined }): PlanningPage {
  return page(
    PLANNING_USE_CASES.filter((u) => !query.strategy || u.strategy === query.strategy).map((u) => ({
      id: u.id,
      value: u.name,
      extra: u.code,
      count: null,
      type: 'use_cases',
    })),
    undefined,
  );
}
