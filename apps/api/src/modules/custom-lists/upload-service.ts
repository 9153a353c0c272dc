import {
  type ActivityChange,
  CUSTOM_LIST_LIMITS,
  type CustomListUploadFields,
  type CustomListUploadResult,
  customListRequestSchema,
  customListTypeById,
  customListUploadFieldsSchema,
  type FieldErrors,
} from '@beacon/contracts';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { customListItems, customLists } from '../../db/schema.ts';
import { recordActivity } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError, badRequest, issuesToFieldErrors, unprocessable } from '../../platform/errors.ts';
import { findInScope } from '../../platform/list-query/find-one.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { receiveMultipart } from '../creative-assets/multipart-files.ts';
import { insertItems } from './bulk-items.ts';
import { loadExchanges } from './exchanges.ts';
import { customListListSpec } from './list-spec.ts';
import { itemKey, type ReadUpload, readUpload } from './read-upload.ts';
import { guardName, insertCustomList, listRecord, lockCustomList } from './service.ts';

const invalidLines = (read: ReadUpload) => {
  const errors: FieldErrors = {};
  for (const e of read.errors) errors[`line.${e.line}.${e.field}`] = [e.code];
  return new ApiError(
    422,
    'custom_lists.upload.invalid_lines',
    `${read.errorsCount} line(s) of the file were refused; nothing was added`,
    errors,
  );
};

/** The new list an upload makes, from the form fields (`name`, `custom_list_type_id`, ...). */
function newListInput(fields: CustomListUploadFields) {
  const parsed = customListRequestSchema.safeParse({
    name: fields.name,
    custom_list_type_id: fields.custom_list_type_id,
    default_radius_km: fields.default_radius_km || undefined,
    advertiser_id: fields.advertiser_id || null,
    active: fields.active === undefined ? true : fields.active === '1' || fields.active === 'true',
  });
  if (!parsed.success) throw badRequest(issuesToFieldErrors(parsed.error.issues));
  return parsed.data;
}

/**
 * `POST /api/custom_list_items/upload`: a file into an existing list (`custom_list_id`, `mode`
 * append or replace) or into a new one (`name`, `custom_list_type_id`, ...). The file streams to
 * disk with a byte limit (413), then through csv-parse. The list shows `processing` meanwhile;
 * the items are written in one transaction and the list becomes `ready`. A file with invalid
 * lines adds nothing: an existing list becomes `failed` with the per-line errors, a new list is
 * not made. A file over the limits is refused with nothing written at all.
 */
export async function uploadCustomList(
  deps: AppDeps,
  ctx: AuthContext,
  request: FastifyRequest,
): Promise<CustomListUploadResult> {
  const received = await receiveMultipart(request, deps, {
    file: { maxBytes: CUSTOM_LIST_LIMITS.uploadMaxBytes },
  });
  try {
    const file = received.files.file;
    if (!file || file.bytes === 0) throw badRequest({ file: ['validation.file_required'] }, 'Upload a file');
    if (!/\.(csv|txt)$/i.test(file.filename))
      throw unprocessable({ file: ['custom_lists.upload.extension'] }, 'Upload a .csv or .txt file');
    const fields = customListUploadFieldsSchema.safeParse(received.fields);
    if (!fields.success) throw badRequest(issuesToFieldErrors(fields.error.issues));
    const { custom_list_id: listId, mode } = fields.data;
    if (listId === undefined) return await uploadIntoNewList(deps, ctx, file.path, newListInput(fields.data));
    return await uploadIntoList(deps, ctx, file.path, listId, mode);
  } finally {
    await received.cleanup();
  }
}

/** Thrown inside the write transaction when lines are invalid, to roll back what was sent. */
class InvalidLines extends Error {
  constructor(readonly read: ReadUpload) {
    super('invalid lines');
  }
}

async function uploadIntoNewList(
  deps: AppDeps,
  ctx: AuthContext,
  path: string,
  input: ReturnType<typeof newListInput>,
): Promise<CustomListUploadResult> {
  const type = customListTypeById(input.custom_list_type_id)!;
  const exchanges = await loadExchanges(deps.db);
  try {
    return await guardName(() =>
      deps.db.transaction(async (tx) => {
        const created = await insertCustomList(tx, ctx, input);
        const read = await readUpload(path, type.key, {
          defaultRadiusKm: input.default_radius_km,
          exchanges,
          room: CUSTOM_LIST_LIMITS.maxItems,
          known: new Set(),
          sink: (batch) => insertItems(tx, created.id, batch),
        });
        if (read.errorsCount) throw new InvalidLines(read);
        await tx
          .update(customLists)
          .set({ customListItemsCount: read.added })
          .where(eq(customLists.id, created.id));
        const list = (await findInScope(tx, customListListSpec, ctx, created.id))!;
        return {
          custom_list: list,
          lines: read.lines,
          added: read.added,
          duplicates: read.duplicates,
          refused: 0,
        };
      }),
    );
  } catch (error) {
    if (error instanceof InvalidLines) throw invalidLines(error.read);
    throw error;
  }
}

async function uploadIntoList(
  deps: AppDeps,
  ctx: AuthContext,
  path: string,
  listId: number,
  mode: 'append' | 'replace',
): Promise<CustomListUploadResult> {
  // Marked `processing` in its own short transaction, so the grid shows it while the file loads.
  const before = await deps.db.transaction(async (tx) => {
    const list = await lockCustomList(tx, ctx, listId);
    await tx
      .update(customLists)
      .set({ status: 'processing', updatedAt: new Date() })
      .where(eq(customLists.id, listId));
    return list;
  });
  let finished = false;
  try {
    const type = customListTypeById(before.custom_list_type_id)!;
    const append = mode === 'append';
    const known = new Set<string>();
    if (append && before.custom_list_items_count > 0) {
      const rows = await rowsOf(
        deps.db,
        sql`select prefix, value from custom_list_items where custom_list_id = ${listId}`,
      );
      for (const r of rows) known.add(itemKey(r.prefix === null ? null : Number(r.prefix), String(r.value)));
    }
    const exchanges = await loadExchanges(deps.db);
    const result = await deps.db
      .transaction(async (tx) => {
        if (!append) await tx.delete(customListItems).where(eq(customListItems.customListId, listId));
        const read = await readUpload(path, type.key, {
          defaultRadiusKm: before.default_radius_km,
          exchanges,
          room: CUSTOM_LIST_LIMITS.maxItems - (append ? before.custom_list_items_count : 0),
          known,
          sink: (batch) => insertItems(tx, listId, batch),
        });
        if (read.errorsCount) throw new InvalidLines(read);
        const count = (append ? before.custom_list_items_count : 0) + read.added;
        await tx
          .update(customLists)
          .set({
            status: 'ready',
            errors: [],
            errorsCount: 0,
            customListItemsCount: count,
            updatedBy: ctx.userId,
            updatedAt: new Date(),
          })
          .where(eq(customLists.id, listId));
        const changes: ActivityChange[] = [
          { field: 'custom_list_items_count', old: before.custom_list_items_count, new: count },
        ];
        if (before.status !== 'ready') changes.push({ field: 'status', old: before.status, new: 'ready' });
        await recordActivity(tx, ctx, [listRecord(before, 'updated', changes)]);
        const list = (await findInScope(tx, customListListSpec, ctx, listId))!;
        return {
          custom_list: list,
          lines: read.lines,
          added: read.added,
          duplicates: read.duplicates,
          refused: 0,
        };
      })
      .catch(async (error: unknown) => {
        if (!(error instanceof InvalidLines)) throw error;
        // The items stay as they were; the list records the failed file (001 §2 status and errors).
        const { read } = error;
        await deps.db.transaction(async (tx) => {
          await tx
            .update(customLists)
            .set({
              status: 'failed',
              errors: read.errors,
              errorsCount: read.errorsCount,
              updatedBy: ctx.userId,
              updatedAt: new Date(),
            })
            .where(eq(customLists.id, listId));
          await recordActivity(tx, ctx, [
            listRecord(before, 'updated', [{ field: 'status', old: before.status, new: 'failed' }]),
          ]);
        });
        finished = true;
        throw invalidLines(read);
      });
    finished = true;
    return result;
  } finally {
    // Refused (too many items, unreadable) or cut off: the list goes back to how it was.
    if (!finished) {
      await deps.db
        .update(customLists)
        .set({ status: before.status, updatedAt: new Date(before.updated_at) })
        .where(eq(customLists.id, listId));
    }
  }
}
