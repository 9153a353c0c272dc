import type { NormalisedItem } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client.ts';

/** Items in columns: the shape a file is read into and the database takes in one statement. */
export type ItemColumns = {
  value: string[];
  name: (string | null)[];
  active: boolean[];
  latitude: (number | null)[];
  longitude: (number | null)[];
  radius: (number | null)[];
  prefix: (number | null)[];
};

export const emptyColumns = (): ItemColumns => ({
  value: [],
  name: [],
  active: [],
  latitude: [],
  longitude: [],
  radius: [],
  prefix: [],
});

export function pushItem(columns: ItemColumns, item: NormalisedItem) {
  columns.value.push(item.value);
  columns.name.push(item.name);
  columns.active.push(item.active);
  columns.latitude.push(item.latitude);
  columns.longitude.push(item.longitude);
  columns.radius.push(item.radius_km);
  columns.prefix.push(item.prefix);
}

export const toColumns = (items: NormalisedItem[]) => {
  const columns = emptyColumns();
  for (const item of items) pushItem(columns, item);
  return columns;
};

const quote = (s: string) => `"${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;

/**
 * A PostgreSQL array literal of one column, sent as a single text parameter: one parameter per
 * column keeps a 200,000-row insert to one short statement (a parameter per value would not fit
 * the protocol's 65,535 limit, and row-by-row inserts are two orders of magnitude slower).
 */
function arrayLiteral(values: readonly (string | number | boolean | null)[], slice: [number, number]) {
  const parts: string[] = new Array(slice[1] - slice[0]);
  for (let i = slice[0]; i < slice[1]; i++) {
    const v = values[i];
    parts[i - slice[0]] =
      v === null || v === undefined
        ? 'NULL'
        : typeof v === 'string'
          ? quote(v)
          : v === true
            ? 't'
            : v === false
              ? 'f'
              : String(v);
  }
  return `{${parts.join(',')}}`;
}

/** Rows per statement: bounds the size of one parameter (a few MB) without costing speed. */
const CHUNK = 50_000;

/** Inserts items into a list with `unnest` over column arrays; answers how many were written. */
export async function insertItems(tx: Executor, listId: number, columns: ItemColumns): Promise<number> {
  const total = columns.value.length;
  for (let start = 0; start < total; start += CHUNK) {
    const range: [number, number] = [start, Math.min(total, start + CHUNK)];
    await tx.execute(sql`
      insert into custom_list_items (custom_list_id, value, name, active, latitude, longitude, radius_km, prefix)
      select ${listId}, u.value, u.name, u.active, u.latitude, u.longitude, u.radius, u.prefix
      from unnest(
        ${arrayLiteral(columns.value, range)}::text[],
        ${arrayLiteral(columns.name, range)}::text[],
        ${arrayLiteral(columns.active, range)}::boolean[],
        ${arrayLiteral(columns.latitude, range)}::float8[],
        ${arrayLiteral(columns.longitude, range)}::float8[],
        ${arrayLiteral(columns.radius, range)}::float8[],
        ${arrayLiteral(columns.prefix, range)}::int[]
      ) as u(value, name, active, latitude, longitude, radius, prefix)`);
  }
  return total;
}

/** Rewrites items of a list in one statement; answers the ids that were found in the list. */
export async function updateItems(
  tx: Executor,
  listId: number,
  ids: number[],
  columns: ItemColumns,
): Promise<number[]> {
  if (ids.length === 0) return [];
  const range: [number, number] = [0, ids.length];
  const result = (await tx.execute(sql`
    update custom_list_items i
    set value = u.value, name = u.name, active = u.active, latitude = u.latitude,
        longitude = u.longitude, radius_km = u.radius, prefix = u.prefix, updated_at = now()
    from unnest(
      ${arrayLiteral(ids, range)}::bigint[],
      ${arrayLiteral(columns.value, range)}::text[],
      ${arrayLiteral(columns.name, range)}::text[],
      ${arrayLiteral(columns.active, range)}::boolean[],
      ${arrayLiteral(columns.latitude, range)}::float8[],
      ${arrayLiteral(columns.longitude, range)}::float8[],
      ${arrayLiteral(columns.radius, range)}::float8[],
      ${arrayLiteral(columns.prefix, range)}::int[]
    ) as u(id, value, name, active, latitude, longitude, radius, prefix)
    where i.id = u.id and i.custom_list_id = ${listId}
    returning i.id`)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((r) => Number(r.id));
}

/** Deletes items of a list by id; answers the ids that were found in the list. */
export async function deleteItems(tx: Executor, listId: number, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const result = (await tx.execute(sql`
    delete from custom_list_items
    where custom_list_id = ${listId} and id = any(${arrayLiteral(ids, [0, ids.length])}::bigint[])
    returning id`)) as unknown as { rows: { id: number | string }[] };
  return result.rows.map((r) => Number(r.id));
}
