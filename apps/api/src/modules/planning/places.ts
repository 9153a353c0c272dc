import type { Analytics } from '@beacon/analytics';
import {
  PLANNING_ANALYSIS_LIMITS,
  PLANNING_USE_CASES,
  type PlanningAnalysisInput,
  type PlanningPlace,
  type PlanningPlacesResult,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { areasSql, Params, PLACE_COLUMNS, placesSql, posSql } from './selection.ts';

/** What an analysis works on: areas (geography), POS stores, or POIs (public, OOH, private). */
export type AnalysisKind = 'geo' | 'pos' | 'pois';

/**
 * The kind of places an action reads (spec §4.6): the analyze actions name theirs; reach and the
 * saving actions follow the use case (seen in an area: geography; in a POS area: stores; else POIs).
 */
export function analysisKind(input: Pick<PlanningAnalysisInput, 'action' | 'use_case'>): AnalysisKind {
  if (input.action === 'analyze_geo') return 'geo';
  if (input.action === 'analyze_pos') return 'pos';
  if (input.action === 'analyze_pois') return 'pois';
  const type = PLANNING_USE_CASES.find((u) => u.code === input.use_case)?.type;
  return type === 'geo' ? 'geo' : type === 'pos' ? 'pos' : 'pois';
}

/** The world's sources of a selection as SQL subqueries (`PLACE_COLUMNS`), by part. */
export function storeSources(input: PlanningAnalysisInput, kind: AnalysisKind, params: Params) {
  const parts: Partial<Record<'public' | 'ooh' | 'pos' | 'geo', string>> = {};
  if (kind === 'geo') {
    const geo = areasSql(input.filters, params);
    if (geo) parts.geo = geo;
  } else if (kind === 'pos') {
    const pos = posSql(input.filters, params);
    if (pos) parts.pos = pos;
  } else {
    const pub = placesSql('public', input.filters, params);
    const ooh = placesSql('ooh', input.filters, params);
    if (pub) parts.public = pub;
    if (ooh) parts.ooh = ooh;
  }
  return parts;
}

export type PrivatePlace = PlanningPlace & { source: 'private' };

/**
 * The places of the account's processed layers among `layerIds` (the caller has checked they are
 * the account's). Scoped by account again here: a job never reads another account's places.
 */
export async function privatePlaces(
  db: Executor,
  accountId: number,
  layerIds: number[],
  limit: number,
): Promise<PrivatePlace[]> {
  if (!layerIds.length) return [];
  const rows = await rowsOf(
    db,
    sql`select i.id, i.name, i.category, i.subcategory, i.lat, i.lon from private_poi_items i
        join private_poi_layers l on l.id = i.layer_id
        where l.account_id = ${accountId} and l.status = 'processed'
          and l.id in (${sql.join(
            layerIds.map((id) => sql`${id}`),
            sql`, `,
          )})
        order by i.layer_id, i.id limit ${limit}`,
  );
  return rows.map((r) => ({
    source: 'private',
    id: String(r.id),
    name: String(r.name),
    category: (r.category as string | null) ?? null,
    subcategory: (r.subcategory as string | null) ?? null,
    brand: null,
    lat: Number(r.lat),
    lon: Number(r.lon),
    devices: null,
  }));
}

/** How many places of the account's processed layers among `layerIds`. */
export async function countPrivatePlaces(db: Executor, accountId: number, layerIds: number[]) {
  if (!layerIds.length) return 0;
  const [row] = await rowsOf(
    db,
    sql`select count(*)::int as n from private_poi_items i join private_poi_layers l on l.id = i.layer_id
        where l.account_id = ${accountId} and l.status = 'processed'
          and l.id in (${sql.join(
            layerIds.map((id) => sql`${id}`),
            sql`, `,
          )})`,
  );
  return Number(row?.n ?? 0);
}

const unionOf = (parts: Record<string, string>) =>
  Object.values(parts)
    .map((p) => `SELECT ${PLACE_COLUMNS} FROM ${p}`)
    .join(' UNION ALL ');

/** Places of the selection in the store, by source. */
export async function countStorePlaces(store: Analytics, input: PlanningAnalysisInput, kind: AnalysisKind) {
  const params = new Params(input.country_code);
  const parts = storeSources(input, kind, params);
  const counts: Record<string, number> = {};
  if (!Object.keys(parts).length) return counts;
  const rows = await store.query<{ source: string; n: string }>(
    `SELECT source, count() AS n FROM (${unionOf(parts)}) GROUP BY source`,
    params.values,
  );
  for (const r of rows) counts[r.source] = Number(r.n);
  return counts;
}

const round = (n: number) => Math.round(n * 1e7) / 1e7;

/**
 * The analyze actions' answer: the places by source, a breakdown by category (state for areas
 * and stores) and the first `maxListed` places. Counts over the limit are answered too; the caller
 * turns them into the "cannot exceed" failure.
 */
export async function analysePlaces(
  store: Analytics,
  db: Executor,
  accountId: number,
  input: PlanningAnalysisInput,
  kind: AnalysisKind,
): Promise<PlanningPlacesResult> {
  const params = new Params(input.country_code);
  const parts = storeSources(input, kind, params);
  const result: PlanningPlacesResult = {
    total: 0,
    public: 0,
    private: 0,
    ooh: 0,
    pos: 0,
    geo: 0,
    by_category: [],
    places: [],
    truncated: false,
  };
  const breakdown = new Map<string, { key: string; key2: string | null; value: number }>();
  const add = (key: string, key2: string | null, value: number) => {
    const id = `${key2}\u0000${key}`;
    const row = breakdown.get(id) ?? { key, key2, value: 0 };
    row.value += value;
    breakdown.set(id, row);
  };
  const max = PLANNING_ANALYSIS_LIMITS.maxListed;
  if (Object.keys(parts).length) {
    const union = unionOf(parts);
    const counts = await store.query<{ source: string; key: string; n: string }>(
      `SELECT source, ifNull(if(source IN ('public', 'ooh', 'pos'), category, state), '') AS key, count() AS n
       FROM (${union}) GROUP BY source, key`,
      params.values,
    );
    for (const r of counts) {
      const n = Number(r.n);
      result[r.source as 'public' | 'ooh' | 'pos' | 'geo'] += n;
      add(r.key, r.source, n);
    }
    const listed = await store.query<Record<string, unknown>>(
      `SELECT ${PLACE_COLUMNS} FROM (${union}) ORDER BY source, id LIMIT ${max}`,
      params.values,
    );
    result.places = listed.map((r) => ({
      source: r.source as PlanningPlace['source'],
      id: String(r.id),
      name: String(r.name),
      category: (r.category as string | null) ?? null,
      subcategory: (r.subcategory as string | null) ?? null,
      brand: (r.brand as string | null) ?? null,
      lat: round(Number(r.lat)),
      lon: round(Number(r.lon)),
      devices: r.devices === null || r.devices === undefined ? null : Number(r.devices),
    }));
  }
  if (kind === 'pois' && input.layers.length) {
    result.private = await countPrivatePlaces(db, accountId, input.layers);
    const room = max - result.places.length;
    const listed = room > 0 ? await privatePlaces(db, accountId, input.layers, room) : [];
    result.places.push(...listed);
    const rows = await rowsOf(
      db,
      sql`select coalesce(i.category, '') as key, count(*)::int as n from private_poi_items i
          join private_poi_layers l on l.id = i.layer_id
          where l.account_id = ${accountId} and l.status = 'processed'
            and l.id in (${sql.join(
              input.layers.map((id) => sql`${id}`),
              sql`, `,
            )})
          group by 1`,
    );
    for (const r of rows) add(String(r.key), 'private', Number(r.n));
  }
  result.total = result.public + result.ooh + result.private + result.pos + result.geo;
  result.truncated = result.total > result.places.length;
  result.by_category = [...breakdown.values()].sort(
    (a, b) => b.value - a.value || a.key.localeCompare(b.key),
  );
  return result;
}

/**
 * Every place of the selection (store first, then private), at most `limit` + 1 of them, so the
 * caller can tell "over the limit" apart.
 */
export async function selectionPlaces(
  store: Analytics,
  db: Executor,
  accountId: number,
  input: PlanningAnalysisInput,
  kind: AnalysisKind,
  limit: number,
): Promise<PlanningPlace[]> {
  const params = new Params(input.country_code);
  const parts = storeSources(input, kind, params);
  const places: PlanningPlace[] = [];
  if (Object.keys(parts).length) {
    const rows = await store.query<Record<string, unknown>>(
      `SELECT ${PLACE_COLUMNS} FROM (${unionOf(parts)}) ORDER BY source, id LIMIT ${limit + 1}`,
      params.values,
    );
    for (const r of rows)
      places.push({
        source: r.source as PlanningPlace['source'],
        id: String(r.id),
        name: String(r.name),
        category: (r.category as string | null) ?? null,
        subcategory: (r.subcategory as string | null) ?? null,
        brand: (r.brand as string | null) ?? null,
        lat: Number(r.lat),
        lon: Number(r.lon),
        devices: null,
      });
  }
  if (kind === 'pois' && places.length <= limit)
    places.push(...(await privatePlaces(db, accountId, input.layers, limit + 1 - places.length)));
  return places;
}
