import {
  checkCustomListItem,
  customListRequestSchema,
  customListTypeByKey,
  type NormalisedItem,
  PLANNING_ANALYSIS_LIMITS,
  PLANNING_ANALYSIS_MESSAGES,
  type PlanningAnalysisInput,
  type PlanningSavedResult,
  PRIVATE_POI_LIMITS,
} from '@beacon/contracts';
import { eq } from 'drizzle-orm';
import { countries, privatePoiLayers } from '../../db/schema.ts';
import { logActivity } from '../../platform/activity/record.ts';
import { readAnalytics } from '../../platform/analytics.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { forbidden, unprocessable } from '../../platform/errors.ts';
import { findInScope } from '../../platform/list-query/find-one.ts';
import { insertItems, toColumns } from '../custom-lists/bulk-items.ts';
import { insertCustomList } from '../custom-lists/service.ts';
import { privatePoiListSpec } from '../private-pois/list-spec.ts';
import { pointCell } from '../private-pois/poi-lines.ts';
import { insertPoiItems, logged } from '../private-pois/service.ts';
import { analysisKind, selectionPlaces } from './places.ts';

/** What each saving action needs beyond `Planning:index`. */
const NEEDS = { save_pois: 'PrivatePoi:create', geo_fencing: 'CustomList:create' } as const;

/** A saving action without the right to create what it saves is refused (403). */
export function checkSavePermission(ctx: AuthContext, action: keyof typeof NEEDS) {
  if (!ctx.permissions.has(NEEDS[action])) throw forbidden();
}

/**
 * `save_pois`: the selection's places become a new, processed private POI layer (at most 20,000,
 * as a file); `geo_fencing`: a new lat/long custom list with the radius given (at most 200,000).
 * Both are written in the caller's transaction and logged as the layer or list created.
 */
export async function saveSelection(
  deps: AppDeps,
  tx: Executor,
  ctx: AuthContext,
  input: PlanningAnalysisInput,
): Promise<PlanningSavedResult> {
  const action = input.action as 'save_pois' | 'geo_fencing';
  checkSavePermission(ctx, action);
  const limit = action === 'save_pois' ? PRIVATE_POI_LIMITS.maxPois : PLANNING_ANALYSIS_LIMITS.maxPois;
  const kind = analysisKind(input);
  const places = await readAnalytics(deps.analytics, (store) =>
    selectionPlaces(store, tx, ctx.accountId, input, kind, limit),
  );
  if (places.length === 0)
    throw unprocessable({ filters: [PLANNING_ANALYSIS_MESSAGES.noPois] }, 'No POIs found for the filters');
  if (places.length > limit)
    throw unprocessable(
      { filters: [PLANNING_ANALYSIS_MESSAGES.tooManyPois] },
      `The number of POIs cannot exceed ${limit}`,
    );
  const name = input.name!;

  if (action === 'save_pois') {
    const [country] = await tx
      .select({ id: countries.id })
      .from(countries)
      .where(eq(countries.id, input.country_code));
    if (!country) throw unprocessable({ country_code: ['privatePois.validation.country'] });
    const [row] = await tx
      .insert(privatePoiLayers)
      .values({
        accountId: ctx.accountId,
        countryId: country.id,
        layerName: name,
        fileName: `${input.action}:${input.use_case}`,
        status: 'processed',
        totalPois: places.length,
        createdBy: ctx.userId,
        updatedBy: ctx.userId,
      })
      .returning({ id: privatePoiLayers.id });
    await insertPoiItems(
      tx,
      row!.id,
      places.map((p) => ({
        name: p.name.slice(0, PRIVATE_POI_LIMITS.textMax) || p.id,
        lat: p.lat,
        lon: p.lon,
        h3: pointCell(p.lat, p.lon),
        res: PRIVATE_POI_LIMITS.pointResolution,
        polygon: null,
        radiusKm: null,
        category: p.category?.slice(0, PRIVATE_POI_LIMITS.textMax) ?? null,
        subcategory: p.subcategory?.slice(0, PRIVATE_POI_LIMITS.textMax) ?? null,
      })),
    );
    const created = (await findInScope(tx, privatePoiListSpec, ctx, row!.id))!;
    await logActivity(tx, ctx, 'private_poi', logged(created), 'created', [
      { field: 'layer_name', old: null, new: created.layer_name },
      { field: 'total_pois', old: null, new: places.length },
    ]);
    return { kind: 'private_poi_layer', id: created.id, name: created.layer_name, places: places.length };
  }

  const items: NormalisedItem[] = [];
  for (const p of places) {
    const checked = checkCustomListItem(
      'lat_long',
      { latitude: p.lat, longitude: p.lon, radius_km: input.radius_km, name: p.name },
      { defaultRadiusKm: input.radius_km ?? null },
    );
    if (checked.item) items.push(checked.item);
  }
  const list = await insertCustomList(
    tx,
    ctx,
    customListRequestSchema.parse({
      name,
      custom_list_type_id: customListTypeByKey('lat_long')!.id,
      default_radius_km: input.radius_km,
      active: true,
    }),
    { customListItemsCount: items.length },
  );
  await insertItems(tx, list.id, toColumns(items));
  return { kind: 'custom_list', id: list.id, name: list.name, places: items.length };
}
