import {
  HOURS_PER_WEEK,
  TARGETING_PREDICATES,
  type TargetingKey,
  type TargetingKeyCode,
  type TargetingTermInput,
  targetingKeyById,
} from '@beacon/contracts';
import type { Auction } from './auction.ts';
import { hourOfWeek, zoneOffsetSeconds } from './clock.ts';
import { distanceM } from './geo.ts';
import {
  BOOLEAN_ATTRIBUTES,
  LIST_ATTRIBUTES,
  LOOKUP_ATTRIBUTES,
  lookupValueCode,
  normalizeCode,
  parseBoolean,
  TEXT_ATTRIBUTES,
} from './values.ts';

/** A custom list's contents as the caller resolved them from the store. */
export interface ResolvedCustomList {
  /** The list type's key (`app_bundle`, `lat_long`, ...): a list of another type than the key's never matches. */
  type: string;
  /** Item values (model one and three lists). */
  values?: readonly string[];
  /** Points with their radius (lat/long lists). */
  points?: readonly { lat: number; lon: number; radiusKm: number }[];
}

/** What compiling needs from outside the terms: how ids resolve, list contents, segment members. */
export interface TargetingContext {
  /** The code of a lookup option id (e.g. region 412 → `CO-DC`); undefined = the value is the code. */
  lookupCode?: (key: TargetingKeyCode, value: string) => string | undefined;
  customList?: (id: number) => ResolvedCustomList | undefined;
  /** The segments a device is a member of. */
  segments?: (deviceId: string) => ReadonlySet<number> | undefined;
  /** IANA zone of the hour-of-week slots (the line item's); absent = the device's local time. */
  timezone?: string;
  /**
   * The line's associated time zones ("also timezones" of the time module): when set, each auction's
   * slot is read in the listed zone nearest to the device's own UTC offset, so one daypart serves
   * users of several zones each in their own time. Takes the place of `timezone`.
   */
  timezones?: readonly string[];
}

export type AuctionPredicate = (auction: Auction) => boolean;

export class TargetingError extends Error {}

const always: AuctionPredicate = () => true;
const never: AuctionPredicate = () => false;

/** Cheap, discriminating keys are tested first so most auctions are turned away early. */
const COST: Partial<Record<TargetingKeyCode, number>> = {
  country: 0,
  environment_type: 1,
  device_type: 1,
  operating_system: 1,
  inventory_source: 2,
  auction_type: 2,
  topframe: 2,
  rewarded: 2,
  segment: 8,
  lat_long_list: 9,
  user_time_of_week: 6,
};

/**
 * Compiles a line item's terms into one predicate over auctions (docs/REQUIREMENTS.md#targeting): for each key, the
 * auction must match at least one include term (when the key has any) and none of its exclude
 * terms; keys are AND-ed; no terms admit every auction. Values are resolved once here, so
 * evaluating is a few set look-ups per key.
 */
export function compileTargeting(
  terms: readonly TargetingTermInput[],
  context: TargetingContext = {},
): AuctionPredicate {
  const byKey = new Map<
    number,
    { key: TargetingKey; include: TargetingTermInput[]; exclude: TargetingTermInput[] }
  >();
  for (const term of terms) {
    const key = targetingKeyById(term.targeting_key_id);
    if (!key) throw new TargetingError(`unknown targeting key ${term.targeting_key_id}`);
    const predicate = term.targeting_predicate_id;
    if (predicate !== TARGETING_PREDICATES.include && predicate !== TARGETING_PREDICATES.exclude) {
      throw new TargetingError(`unknown targeting predicate ${predicate}`);
    }
    let entry = byKey.get(key.id);
    if (!entry) {
      entry = { key, include: [], exclude: [] };
      byKey.set(key.id, entry);
    }
    (predicate === TARGETING_PREDICATES.include ? entry.include : entry.exclude).push(term);
  }
  const parts: { cost: number; test: AuctionPredicate }[] = [];
  for (const { key, include, exclude } of byKey.values()) {
    if (key.singleValued && include.length > 1) {
      throw new TargetingError(`${key.code} takes one include value`);
    }
    const admit = include.length > 0 ? matcher(key, include, context) : always;
    const reject = exclude.length > 0 ? matcher(key, exclude, context) : never;
    const test: AuctionPredicate =
      reject === never ? admit : admit === always ? (a) => !reject(a) : (a) => admit(a) && !reject(a);
    parts.push({ cost: COST[key.code] ?? 4, test });
  }
  parts.sort((a, b) => a.cost - b.cost);
  const tests = parts.map((p) => p.test);
  switch (tests.length) {
    case 0:
      return always;
    case 1:
      return tests[0]!;
    case 2: {
      const [t0, t1] = tests as [AuctionPredicate, AuctionPredicate];
      return (a) => t0(a) && t1(a);
    }
    default:
      return (a) => {
        for (let i = 0; i < tests.length; i++) if (!tests[i]!(a)) return false;
        return true;
      };
  }
}

/** A predicate true when the auction matches at least one of `terms` (all of one key). */
function matcher(
  key: TargetingKey,
  terms: readonly TargetingTermInput[],
  context: TargetingContext,
): AuctionPredicate {
  switch (key.valueKind) {
    case 'lookup': {
      const attribute = LOOKUP_ATTRIBUTES[key.code]!;
      const codes = new Set(terms.map((t) => lookupValueCode(key.code, t.value, context.lookupCode)));
      return (a) => {
        const value = attribute(a);
        if (typeof value === 'string') return codes.has(normalizeCode(value));
        for (const v of value) if (codes.has(normalizeCode(v))) return true;
        return false;
      };
    }
    case 'text': {
      const choices = TEXT_ATTRIBUTES[key.code]!;
      const fallback = Object.values(choices)[0]!;
      const tests = terms.map((t) => {
        const attribute = (t.by_attribute && choices[t.by_attribute]) || fallback;
        const wanted = t.value.trim().toLowerCase();
        return (a: Auction) => attribute(a).some((v) => v !== '' && v.toLowerCase() === wanted);
      });
      return anyOf(tests);
    }
    case 'boolean': {
      const attribute = BOOLEAN_ATTRIBUTES[key.code]!;
      const wanted = new Set(terms.map((t) => parseBoolean(t.value)));
      const t = wanted.has(true);
      const f = wanted.has(false);
      return t && f ? always : t ? attribute : f ? (a) => !attribute(a) : never;
    }
    case 'hour_of_week': {
      const slots = new Uint8Array(HOURS_PER_WEEK);
      for (const term of terms) {
        const slot = Number(term.value);
        if (Number.isInteger(slot) && slot >= 0 && slot < HOURS_PER_WEEK) slots[slot] = 1;
      }
      const { timezone, timezones } = context;
      if (timezones && timezones.length > 0) return nearestZoneSlots(slots, timezones);
      if (!timezone) return (a) => slots[a.localHourOfWeek] === 1;
      const offsets = new Map<number, number>();
      return (a) => {
        const hour = Math.floor(a.time / 3600);
        let offset = offsets.get(hour);
        if (offset === undefined) {
          offset = zoneOffsetSeconds(timezone, hour * 3600);
          if (offsets.size > 10_000) offsets.clear();
          offsets.set(hour, offset);
        }
        return slots[hourOfWeek(a.time, offset)] === 1;
      };
    }
    case 'segment': {
      const ids = new Set(terms.map((t) => Number(t.value)));
      const members = context.segments;
      if (!members) return never;
      return (a) => {
        const of = members(a.deviceId);
        if (!of) return false;
        for (const id of ids) if (of.has(id)) return true;
        return false;
      };
    }
    case 'custom_list':
      return listMatcher(key, terms, context);
  }
}

function anyOf(tests: AuctionPredicate[]): AuctionPredicate {
  if (tests.length === 1) return tests[0]!;
  return (a) => {
    for (const t of tests) if (t(a)) return true;
    return false;
  };
}

/** Lists are merged: the union of their values, or of their points for lat/long lists. */
function listMatcher(
  key: TargetingKey,
  terms: readonly TargetingTermInput[],
  context: TargetingContext,
): AuctionPredicate {
  const lists = terms
    .map((t) => context.customList?.(Number(t.value)))
    .filter((l): l is ResolvedCustomList => l !== undefined && l.type === key.customListType);
  if (key.code === 'lat_long_list') {
    const points = lists
      .flatMap((l) => l.points ?? [])
      .map((p) => ({
        ...p,
        radiusM: p.radiusKm * 1000,
        // A box around the circle rejects far auctions without trigonometry.
        dLat: p.radiusKm / 110.5,
        dLon: p.radiusKm / (111.32 * Math.max(0.01, Math.cos((p.lat * Math.PI) / 180))),
      }));
    if (points.length === 0) return never;
    return (a) => {
      for (const p of points) {
        if (Math.abs(a.lat - p.lat) > p.dLat || Math.abs(a.lon - p.lon) > p.dLon) continue;
        if (distanceM(a.lat, a.lon, p.lat, p.lon) <= p.radiusM) return true;
      }
      return false;
    };
  }
  const attribute = LIST_ATTRIBUTES[key.code]!;
  const values = new Set(lists.flatMap((l) => (l.values ?? []).map((v) => v.trim().toLowerCase())));
  if (values.size === 0) return never;
  return (a) => {
    const value = attribute(a);
    return value !== '' && values.has(value.toLowerCase());
  };
}

/**
 * Hour-of-week slots read in the associated zone nearest to the device: the device's UTC offset is
 * what its local hour of the week says, the zones' offsets are taken at the auction's hour (so
 * daylight saving counts), and ties go to the zone listed first.
 */
function nearestZoneSlots(slots: Uint8Array, zones: readonly string[]): AuctionPredicate {
  const offsets = new Map<number, number[]>();
  const half = HOURS_PER_WEEK / 2;
  return (a) => {
    const hour = Math.floor(a.time / 3600);
    let zoneOffsets = offsets.get(hour);
    if (zoneOffsets === undefined) {
      zoneOffsets = zones.map((zone) => zoneOffsetSeconds(zone, hour * 3600));
      if (offsets.size > 10_000) offsets.clear();
      offsets.set(hour, zoneOffsets);
    }
    // The device's offset in hours, from its local and the UTC hour of the week (−84 … +83).
    const deviceHours =
      ((((a.localHourOfWeek - hourOfWeek(a.time, 0)) % HOURS_PER_WEEK) + HOURS_PER_WEEK + half) %
        HOURS_PER_WEEK) -
      half;
    let best = zoneOffsets[0]!;
    for (const offset of zoneOffsets)
      if (Math.abs(offset / 3600 - deviceHours) < Math.abs(best / 3600 - deviceHours)) best = offset;
    return slots[hourOfWeek(a.time, best)] === 1;
  };
}
