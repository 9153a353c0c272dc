import {
  customListTypeByKey,
  PRIVATE_POI_LIMITS,
  type privatePoiFromCustomListSchema,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { privatePoiLayers } from '../../db/schema.ts';
import { logActivity } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, unprocessable } from '../../platform/errors.ts';
import { findInScope } from '../../platform/list-query/find-one.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { lockCustomList } from '../custom-lists/service.ts';
import { privatePoiListSpec } from './list-spec.ts';
import { pointCell } from './poi-lines.ts';
import { countryIdOf, guardLayerName, insertPoiItems, logged } from './service.ts';

/** The country a converted layer takes when the request names none (docs/PLANNING.md#conversion). */
const DEFAULT_COUNTRY = 'CO';

type Input = z.output<typeof privatePoiFromCustomListSchema>;

/**
 * `POST /api/custom_lists/{id}/private_pois`: a new, processed layer whose places are the active
 * items of a lat/long list (a point each, named by the item's name or its coordinates, with the
 * radius given). Other list types, a list reading a file and lists over 20,000 items are refused;
 * the layer and its places are written in one transaction.
 */
export async function convertCustomList(deps: AppDeps, ctx: AuthContext, listId: number, input: Input) {
  return guardLayerName('name', () =>
    deps.db.transaction(async (tx) => {
      const list = await lockCustomList(tx, ctx, listId);
      if (list.custom_list_type_id !== customListTypeByKey('lat_long')!.id)
        throw unprocessable(
          { custom_list_id: ['privatePois.convert.not_lat_long'] },
          'Only a latitude/longitude list can become a private POI layer',
        );
      if (list.status !== 'ready')
        throw conflict('privatePois.convert.not_ready', 'The list can be converted once it is ready');
      const rows = await rowsOf(
        tx,
        sql`select name, value, latitude, longitude from custom_list_items
            where custom_list_id = ${listId} and active and latitude is not null and longitude is not null
            order by id limit ${PRIVATE_POI_LIMITS.maxPois + 1}`,
      );
      if (rows.length === 0)
        throw unprocessable({ custom_list_id: ['privatePois.convert.empty'] }, 'The list has no location');
      if (rows.length > PRIVATE_POI_LIMITS.maxPois)
        throw unprocessable(
          { custom_list_id: ['privatePois.convert.too_many'] },
          `A layer holds at most ${PRIVATE_POI_LIMITS.maxPois} places`,
        );
      const code =
        input.country_code ??
        (list.advertiser_id === null
          ? null
          : ((
              await rowsOf(
                tx,
                sql`select c.alpha2 from advertisers a join countries c on c.id = a.country_id where a.id = ${list.advertiser_id}`,
              )
            )[0]?.alpha2 as string | undefined)) ??
        DEFAULT_COUNTRY;
      const countryId = await countryIdOf(tx, code, 'country_code');
      const [row] = await tx
        .insert(privatePoiLayers)
        .values({
          accountId: ctx.accountId,
          countryId,
          layerName: input.name,
          fileName: list.name,
          status: 'processed',
          totalPois: rows.length,
          createdBy: ctx.userId,
          updatedBy: ctx.userId,
        })
        .returning({ id: privatePoiLayers.id });
      await insertPoiItems(
        tx,
        row!.id,
        rows.map((r) => {
          const lat = Number(r.latitude);
          const lon = Number(r.longitude);
          return {
            name: String(r.name || r.value).slice(0, PRIVATE_POI_LIMITS.textMax),
            lat,
            lon,
            h3: pointCell(lat, lon),
            res: PRIVATE_POI_LIMITS.pointResolution,
            polygon: null,
            radiusKm: input.radius_km,
            category: null,
            subcategory: null,
          };
        }),
      );
      const created = (await findInScope(tx, privatePoiListSpec, ctx, row!.id))!;
      await logActivity(tx, ctx, 'private_poi', logged(created), 'created', [
        { field: 'layer_name', old: null, new: created.layer_name },
        { field: 'custom_list_id', old: null, new: listId },
        { field: 'total_pois', old: null, new: rows.length },
        { field: 'radius_km', old: null, new: input.radius_km },
      ]);
      return created;
    }),
  );
}
