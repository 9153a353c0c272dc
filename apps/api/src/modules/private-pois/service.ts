import { PRIVATE_POI_EDITABLE, PRIVATE_POI_ERRORS, type PrivatePoiLayer } from '@beacon/contracts';
import { eq, sql } from 'drizzle-orm';
import { countries, privatePoiItems, privatePoiLayers } from '../../db/schema.ts';
import { logActivity } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict, notFound, unprocessable } from '../../platform/errors.ts';
import { unsettledJobValues } from '../../platform/jobs/unsettled.ts';
import { findInScope, lockRow } from '../../platform/list-query/find-one.ts';
import { privatePoiListSpec } from './list-spec.ts';
import type { PoiItem } from './poi-lines.ts';
import { PRIVATE_POI_READ_JOB } from './read-job-name.ts';

/** The activity log's view of a layer. */
export const logged = (layer: PrivatePoiLayer) => ({ id: layer.id, name: layer.layer_name });

export async function findPrivatePoiLayer(db: Executor, ctx: AuthContext, id: number) {
  const layer = await findInScope(db, privatePoiListSpec, ctx, id);
  if (!layer) throw notFound('Private POI layer');
  return layer;
}

/**
 * Locks a layer of the caller's account for the rest of the transaction. A layer is `pending` only
 * while the job reading its file lives (both are written together, and the job or its `failed`
 * hook ends the mark); `busy` refuses such a layer (409). A mark no unsettled job owns is lifted
 * (`failed`, the file was never read), as custom lists do.
 */
export async function lockPrivatePoiLayer(tx: Executor, ctx: AuthContext, id: number, busy = true) {
  await findPrivatePoiLayer(tx, ctx, id);
  await lockRow(tx, 'private_poi_layers', id);
  let layer = (await findInScope(tx, privatePoiListSpec, ctx, id))!;
  if (layer.status === 'pending') {
    const owned = await unsettledJobValues(tx, 'layerId', [PRIVATE_POI_READ_JOB]);
    if (owned.includes(String(id))) {
      if (busy) throw conflict('privatePois.busy', 'The layer is reading a file; try again when it is done');
      return layer;
    }
    await tx
      .update(privatePoiLayers)
      .set({ status: 'failed', error: PRIVATE_POI_ERRORS.interrupted })
      .where(eq(privatePoiLayers.id, id));
    layer = (await findInScope(tx, privatePoiListSpec, ctx, id))!;
  }
  return layer;
}

const nameTaken = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/** Runs a write, turning the unique-name violation into an error on `field`. */
export async function guardLayerName<T>(field: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (nameTaken(error)) throw unprocessable({ [field]: ['validation.unique'] });
    throw error;
  }
}

/** The reference country of an ISO alpha-2 code, or a 422 on `field`. */
export async function countryIdOf(db: Executor, code: string, field: string) {
  const [row] = await db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.alpha2, code.toUpperCase()));
  if (!row) throw unprocessable({ [field]: ['privatePois.validation.country'] });
  return row.id;
}

/** Rows per insert: nine parameters each, well under PostgreSQL's 65,535. */
const BATCH = 5_000;

/** Writes a layer's places (in the caller's transaction, with the layer locked). */
export async function insertPoiItems(tx: Executor, layerId: number, items: PoiItem[]) {
  for (let from = 0; from < items.length; from += BATCH) {
    await tx
      .insert(privatePoiItems)
      .values(items.slice(from, from + BATCH).map((item) => ({ layerId, ...item })));
  }
}

/** `PUT {id}`: a new name, only for a layer that is `processed` or `failed` (else 409). */
export async function renamePrivatePoiLayer(deps: AppDeps, ctx: AuthContext, id: number, name: string) {
  return guardLayerName('layer_name', () =>
    deps.db.transaction(async (tx) => {
      const before = await lockPrivatePoiLayer(tx, ctx, id, false);
      if (!PRIVATE_POI_EDITABLE.includes(before.status))
        throw conflict('privatePois.not_editable', 'A layer can be edited once it is processed or failed');
      if (before.layer_name === name) return before;
      await tx
        .update(privatePoiLayers)
        .set({ layerName: name, updatedBy: ctx.userId, updatedAt: new Date() })
        .where(eq(privatePoiLayers.id, id));
      const after = (await findInScope(tx, privatePoiListSpec, ctx, id))!;
      await logActivity(tx, ctx, 'private_poi', logged(after), 'updated', [
        { field: 'layer_name', old: before.layer_name, new: name },
      ]);
      return after;
    }),
  );
}

/**
 * Deletes a layer with its places. A layer still reading its file may be deleted too: its job
 * finds no layer and only removes the file.
 */
export async function deletePrivatePoiLayer(deps: AppDeps, ctx: AuthContext, id: number) {
  return deps.db.transaction(async (tx) => {
    const before = await lockPrivatePoiLayer(tx, ctx, id, false);
    await tx.delete(privatePoiLayers).where(eq(privatePoiLayers.id, id));
    await logActivity(tx, ctx, 'private_poi', logged(before), 'deleted', [
      { field: 'layer_name', old: before.layer_name, new: null },
      { field: 'total_pois', old: before.total_pois, new: null },
    ]);
    return before;
  });
}

/** The countries a layer may belong to, by name. */
export async function privatePoiCountries(db: Executor) {
  return db
    .select({ id: countries.id, code: countries.alpha2, name: countries.name })
    .from(countries)
    .orderBy(sql`${countries.name}`);
}
