import { Readable } from 'node:stream';
import { type CustomList, customListTypeById } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { csvText } from '../../platform/spreadsheet/csv.ts';

const num = (v: unknown) => (v === null || v === undefined ? '' : Number(v));

/** Rows read per query while exporting (keyset paging over the list's `(custom_list_id, id)` index). */
const PAGE = 10_000;

const HEADERS = {
  one: ['value', 'name'],
  two: ['latitude', 'longitude', 'radius_km', 'name'],
  three: ['exchange/value', 'name'],
} as const;

/**
 * A list's items as a semicolon-delimited file in the upload format (docs/REQUIREMENTS.md#custom-lists), so a download can
 * be edited and uploaded again. Streamed page by page: a 200,000-item list never sits in memory.
 */
export function exportItems(db: Db, list: CustomList): Readable {
  const model = customListTypeById(list.custom_list_type_id)?.model ?? 'one';
  const line = (cells: unknown[]) => csvText([cells], { delimiter: ';', record_delimiter: '\r\n' });
  async function* lines() {
    yield `\ufeff${line([...HEADERS[model]])}`;
    let after = 0;
    for (;;) {
      const rows = await rowsOf(
        db,
        sql`select i.id, i.value, i.name, i.latitude, i.longitude, i.radius_km, coalesce(ex.code, i.prefix::text) as prefix
            from custom_list_items i
            left join lookup_values ex on ex.list = 'custom_list_exchanges' and ex.id = i.prefix
            where i.custom_list_id = ${list.id} and i.id > ${after}
            order by i.id limit ${PAGE}`,
      );
      if (rows.length === 0) return;
      let chunk = '';
      for (const r of rows) {
        const name = r.name ?? '';
        // Coordinates as numbers: the formula guard leaves numbers alone (a negative one included).
        if (model === 'two') chunk += line([num(r.latitude), num(r.longitude), num(r.radius_km), name]);
        else if (model === 'three') chunk += line([`${r.prefix}/${r.value}`, name]);
        else chunk += line([r.value, name]);
      }
      yield chunk;
      after = Number(rows.at(-1)!.id);
    }
  }
  return Readable.from(lines());
}

/** A file name from the list's name: letters, digits, dashes. */
export const exportFileName = (list: CustomList) =>
  `${
    list.name
      .replace(/[^A-Za-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 80) || 'custom-list'
  }-${list.id}.csv`;
