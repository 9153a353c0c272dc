import type { FieldErrors, SegmentInput } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { canSeeAdvertiser } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { missingLookups } from '../reference/exists.ts';

const add = (errors: FieldErrors, field: string, key: string) => {
  errors[field] = [...(errors[field] ?? []), key];
};

/** The advertiser of a segment or category: one of the account's, visible to the caller. */
export async function advertiserErrors(
  db: Executor,
  ctx: AuthContext,
  advertiserId: number | null,
  errors: FieldErrors,
) {
  if (advertiserId === null) {
    // A restricted user works only inside their advertisers, so what they create must name one.
    if (ctx.advertiserIds !== null) add(errors, 'advertiser_id', 'validation.required');
    return;
  }
  const [row] = await rowsOf(
    db,
    sql`select id from advertisers where id = ${advertiserId} and account_id = ${ctx.accountId}`,
  );
  if (!row || !canSeeAdvertiser(ctx, advertiserId)) add(errors, 'advertiser_id', 'validation.exists');
}

/**
 * Field errors of a segment that need the database: coded lists exist, the advertiser is visible,
 * the parent is a segment of the account that is not the segment itself or below it and belongs to
 * the same advertiser (or to none), and the categories are the account's and fit the advertiser.
 */
export async function segmentRuleErrors(
  db: Executor,
  ctx: AuthContext,
  input: SegmentInput,
  selfId: number | null,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const lookups = [
    { field: 'verb_usage_id', list: 'verb_usages', id: input.verb_usage_id },
    { field: 'tag_type_id', list: 'segment_tag_types', id: input.tag_type_id },
  ];
  for (const field of await missingLookups(db, lookups)) add(errors, field, 'validation.exists');
  await advertiserErrors(db, ctx, input.advertiser_id, errors);

  if (input.parent_id !== null) {
    const [parent] = await rowsOf(
      db,
      sql`select s.id, s.advertiser_id from segments s
          where s.id = ${input.parent_id} and s.account_id = ${ctx.accountId} and s.data_provider_key is null`,
    );
    if (!parent) add(errors, 'parent_id', 'validation.exists');
    else if (parent.advertiser_id !== null && Number(parent.advertiser_id) !== input.advertiser_id)
      add(errors, 'parent_id', 'segments.parent_advertiser');
    else if (selfId !== null && (await isSelfOrBelow(db, selfId, input.parent_id)))
      add(errors, 'parent_id', 'segments.parent_cycle');
  }

  if (input.category_ids.length) {
    const found = await rowsOf(
      db,
      sql`select c.id, c.advertiser_id from segment_categories c
          where c.account_id = ${ctx.accountId} and c.data_provider_key is null
            and c.id in (${sql.join(
              input.category_ids.map((id) => sql`${id}`),
              sql`, `,
            )})`,
    );
    if (found.length !== input.category_ids.length) add(errors, 'category_ids', 'validation.exists');
    else if (found.some((c) => c.advertiser_id !== null && Number(c.advertiser_id) !== input.advertiser_id))
      add(errors, 'category_ids', 'segments.category_advertiser');
  }
  return errors;
}

/** Whether `candidate` is `selfId` or one of its descendants (which would make a cycle as parent). */
async function isSelfOrBelow(db: Executor, selfId: number, candidate: number): Promise<boolean> {
  if (candidate === selfId) return true;
  const rows = await rowsOf(
    db,
    sql`with recursive up(id, parent_id, depth) as (
          select id, parent_id, 0 from segments where id = ${candidate}
          union all
          select s.id, s.parent_id, up.depth + 1 from segments s join up on s.id = up.parent_id
          where up.depth < 100)
        select 1 from up where id = ${selfId} limit 1`,
  );
  return rows.length > 0;
}

/** A key from a name: lower-case ASCII letters, digits and `_` (accents dropped). */
export function keyFromName(name: string): string {
  const base = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 48);
  return base.length >= 2 ? base : `segment_${base}`.replace(/_+$/, '');
}

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A free key for `name` in a table of the account: the name's key, or that key with `_2`, `_3`, ...
 * `table` is code, never input.
 */
export async function freeKey(
  db: Executor,
  table: 'segments' | 'segment_categories',
  accountId: number,
  name: string,
): Promise<string> {
  const base = keyFromName(name);
  const rows = await rowsOf(
    db,
    sql`select lower(key) as key from ${sql.raw(table)}
        where account_id = ${accountId} and data_provider_key is null
          and (lower(key) = ${base} or lower(key) like ${`${escapeLike(base)}\\_%`})`,
  );
  const taken = new Set(rows.map((r) => String(r.key)));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}_${n}`)) return `${base}_${n}`;
}

/** Whether a key is used by another row of the account (case-insensitive). */
export async function keyTaken(
  db: Executor,
  table: 'segments' | 'segment_categories',
  accountId: number,
  key: string,
  selfId: number | null,
): Promise<boolean> {
  const rows = await rowsOf(
    db,
    sql`select id from ${sql.raw(table)}
        where account_id = ${accountId} and data_provider_key is null and lower(key) = lower(${key})
          ${selfId === null ? sql`` : sql`and id <> ${selfId}`}
        limit 1`,
  );
  return rows.length > 0;
}

const pgCode = (error: unknown) =>
  (error as { code?: string }).code ?? (error as { cause?: { code?: string } }).cause?.code;

/** A unique violation (a key taken by a concurrent write). */
export const isUniqueViolation = (error: unknown) => pgCode(error) === '23505';
/** A foreign-key violation (a row still referenced elsewhere). */
export const isForeignKeyViolation = (error: unknown) => pgCode(error) === '23503';
