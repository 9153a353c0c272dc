import type { Analytics } from '@beacon/analytics';
import { CUSTOM_LIST_TYPES, TARGETING_KEYS } from '@beacon/contracts';
import type { ModifierTermPlan, ResolvedCustomList, TargetedLine, TargetingContext } from '@beacon/targeting';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { loadTargetingCodes, type TargetingCodeResolver } from '../targeting/codes.ts';

const LIST_KEY_IDS = new Set(TARGETING_KEYS.filter((k) => k.valueKind === 'custom_list').map((k) => k.id));
const SEGMENT_KEY_IDS = new Set(TARGETING_KEYS.filter((k) => k.valueKind === 'segment').map((k) => k.id));
const TYPE_KEY = new Map<number, string>(CUSTOM_LIST_TYPES.map((t) => [t.id, t.key]));

/** A line with its targeting terms and, in delivery, the terms of its modifiers. */
type LineTerms = TargetedLine & {
  bidModifier?: { terms: readonly ModifierTermPlan[] } | null;
  deliveryModifier?: { terms: readonly ModifierTermPlan[] } | null;
};

/** The ids the plans' targeting and modifier terms name under keys of one value kind. */
function valuesOf(plans: readonly LineTerms[], keyIds: ReadonlySet<number>): number[] {
  const ids = new Set<number>();
  for (const plan of plans) {
    const terms = [
      ...(plan.targetingTerms ?? []),
      ...(plan.bidModifier?.terms ?? []),
      ...(plan.deliveryModifier?.terms ?? []),
    ];
    for (const term of terms)
      if (keyIds.has(term.targeting_key_id) && /^\d+$/.test(term.value)) ids.add(Number(term.value));
  }
  return [...ids];
}

/**
 * What the targeting evaluator needs from outside the terms, read once per simulation run: what
 * stored option ids stand for, the contents of the custom lists the plans' targeting and modifier
 * terms name (active items of ready, active lists) and the members of the segments they name (from
 * the analytics store). A caller that keeps the option codes (the forecast) passes them in.
 */
export async function loadTargetingContext(
  db: Executor,
  store: Analytics,
  plans: readonly LineTerms[],
  codes?: TargetingCodeResolver,
): Promise<Omit<TargetingContext, 'timezone'>> {
  const lookupCode = codes ?? (await loadTargetingCodes(db));

  const lists = new Map<number, ResolvedCustomList>();
  const listIds = valuesOf(plans, LIST_KEY_IDS);
  if (listIds.length > 0) {
    const ids = sql.join(
      listIds.map((id) => sql`${id}`),
      sql`, `,
    );
    const items = await rowsOf(
      db,
      sql`select l.id as list_id, l.custom_list_type_id, l.default_radius_km, i.value, i.latitude, i.longitude, i.radius_km
          from custom_lists l join custom_list_items i on i.custom_list_id = l.id and i.active
          where l.id in (${ids}) and l.active and l.status = 'ready'`,
    );
    for (const item of items) {
      const id = Number(item.list_id);
      let list = lists.get(id);
      if (!list) {
        list = { type: TYPE_KEY.get(Number(item.custom_list_type_id)) ?? '', values: [], points: [] };
        lists.set(id, list);
      }
      if (item.latitude !== null && item.longitude !== null) {
        (list.points as { lat: number; lon: number; radiusKm: number }[]).push({
          lat: Number(item.latitude),
          lon: Number(item.longitude),
          radiusKm: Number(item.radius_km ?? item.default_radius_km ?? 0),
        });
      } else {
        (list.values as string[]).push(String(item.value));
      }
    }
  }

  const members = new Map<string, Set<number>>();
  const segmentIds = valuesOf(plans, SEGMENT_KEY_IDS);
  if (segmentIds.length > 0) {
    const rows = await store.query<{ segment_id: string; device_id: string }>(
      `SELECT DISTINCT segment_id, device_id FROM segment_members WHERE segment_id IN {ids:Array(UInt64)}`,
      { ids: segmentIds },
    );
    for (const row of rows) {
      const set = members.get(row.device_id) ?? new Set<number>();
      set.add(Number(row.segment_id));
      members.set(row.device_id, set);
    }
  }

  return {
    lookupCode,
    customList: (id) => lists.get(id),
    segments: (deviceId) => members.get(deviceId),
  };
}
