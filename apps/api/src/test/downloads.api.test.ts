import { parse } from 'csv-parse/sync';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from './buying.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';
import { rows } from './helpers.ts';

/** Above the 50,000 rows a download used to stop at, and above the XLSX cap set below. */
const BIG = 70_000;
const XLSX_CAP = 60_000;

/** Names a spreadsheet would run as formulas, each with what the file must hold instead. */
const FORMULAS: [string, string][] = [
  ['=HYPERLINK("http://evil.example","click")', `'=HYPERLINK("http://evil.example","click")`],
  ['+1+1', `'+1+1`],
  ['-2+3+cmd|/C calc', `'-2+3+cmd|/C calc`],
  ['@SUM(A1:A2)', `'@SUM(A1:A2)`],
  ['\t=1+1', `'\t=1+1`],
  ['\r=1+1', `'\r=1+1`],
  ['Plain store', 'Plain store'],
  ['-12.5', '-12.5'],
];

const sheetRows = async (body: Buffer) => {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as any);
  const sheet = workbook.worksheets[0]!;
  const out: unknown[][] = [];
  sheet.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
};

describe.each(testDatabaseKinds())('downloads on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let small: number;
  let big: number;

  const createList = async (typeId: number) => {
    const res = await t.request('POST', '/api/custom_lists', {
      token,
      body: { name: uniqueName('Download'), custom_list_type_id: typeId },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    return res.json.data.id as number;
  };
  const items = (listId: number, query: string) =>
    t.request('GET', `/api/custom_list_items?mode=download&filters[custom_list_id]=${listId}&${query}`, {
      token,
    });

  beforeAll(async () => {
    t = await startTestApp(kind, { DOWNLOAD_XLSX_MAX_ROWS: String(XLSX_CAP) });
    token = await t.login(ADMIN_EMAIL);
    small = await createList(6);
    for (const [i, [name]] of FORMULAS.entries()) {
      await t.deps.db.execute(
        sql`insert into custom_list_items (custom_list_id, value, name, latitude, longitude, radius_km)
            values (${small}, ${`-33.${i}5,151.2`}, ${name}, ${-33.5 - i}, 151.25, 1.5)`,
      );
    }
    // Duplicate and missing names, and update times a microsecond apart, so paging by a sort
    // column has ties, nulls and values a JavaScript date would round.
    big = await createList(10);
    await t.deps.db.execute(
      sql`insert into custom_list_items (custom_list_id, value, name, updated_at)
          select ${big}, lpad(g::text, 6, '0'),
                 case when g % 7 = 0 then null else 'n' || (g % 997) end,
                 timestamptz '2026-01-01 00:00:00+00' + (g % 5003) * interval '1 microsecond'
          from generate_series(1, ${BIG}) g`,
    );
  }, 120_000);
  afterAll(() => t.close());

  describe('formula cells', () => {
    it('neutralises text that starts a formula in a CSV list download, and leaves numbers alone', async () => {
      const res = await items(small, 'type=csv&columns=name,latitude&sort=id&order=asc');
      expect(res.status).toBe(200);
      expect(res.headers['x-truncated']).toBe('false');
      const [header, ...body] = parse(res.body.toString('utf8'), { relax_quotes: true }) as string[][];
      expect(header).toEqual(['name', 'latitude']);
      expect(body.map((r) => r[0])).toEqual(FORMULAS.map(([, safe]) => safe));
      expect(body.map((r) => r[1])).toEqual(FORMULAS.map((_, i) => String(-33.5 - i)));
    });

    it('neutralises them in an XLSX list download, where numbers stay number cells', async () => {
      const res = await items(small, 'type=xlsx&columns=name,latitude&sort=id&order=asc');
      expect(res.status).toBe(200);
      expect(res.headers['x-truncated']).toBe('false');
      expect(res.headers['x-row-cap']).toBe(String(XLSX_CAP));
      expect(res.headers['x-total-count']).toBe(String(FORMULAS.length));
      const [header, ...body] = await sheetRows(res.body);
      expect(header).toEqual(['name', 'latitude']);
      // XML reads a carriage return back as a line feed.
      expect(body.map((r) => r[0])).toEqual(FORMULAS.map(([, safe]) => safe.replace('\r', '\n')));
      expect(body.map((r) => r[1])).toEqual(FORMULAS.map((_, i) => -33.5 - i));
    });

    it('neutralises them in the file a custom list exports for editing', async () => {
      await t.deps.db.execute(sql`update custom_lists set status = 'ready' where id = ${small}`);
      const res = await t.request('GET', `/api/custom_lists/${small}/download`, { token });
      expect(res.status).toBe(200);
      const text = res.body.toString('utf8').replace(/^\ufeff/, '');
      const [header, ...body] = parse(text, { delimiter: ';', relax_quotes: true }) as string[][];
      expect(header).toEqual(['latitude', 'longitude', 'radius_km', 'name']);
      expect(body.map((r) => r[3])).toEqual(FORMULAS.map(([, safe]) => safe));
      expect(body.map((r) => r[0])).toEqual(FORMULAS.map((_, i) => String(-33.5 - i)));
    });
  });

  describe('long lists', () => {
    it(`streams a CSV of all ${BIG} rows (no cap), in the list's order`, async () => {
      const res = await items(big, 'type=csv&columns=id,value,name');
      expect(res.status).toBe(200);
      expect(res.headers['x-truncated']).toBe('false');
      expect(res.headers['x-row-cap']).toBeUndefined();
      const [header, ...body] = parse(res.body.toString('utf8')) as string[][];
      expect(header).toEqual(['id', 'value', 'name']);
      expect(body).toHaveLength(BIG);
      expect(new Set(body.map((r) => r[0])).size).toBe(BIG);
      const values = body.map((r) => r[1]);
      expect(values[0]).toBe('000001');
      expect(values.at(-1)).toBe(String(BIG).padStart(6, '0'));
    }, 120_000);

    it.each([
      ['name', 'desc', 'i.name desc nulls last, i.id desc'],
      ['updated_at', 'desc', 'i.updated_at desc, i.id desc'],
    ])(
      'pages by %s %s through ties, nulls and microseconds without losing a row',
      async (sort, order, sqlOrder) => {
        const res = await items(big, `type=csv&columns=id&sort=${sort}&order=${order}`);
        expect(res.status).toBe(200);
        const ids = (parse(res.body.toString('utf8')) as string[][]).slice(1).map((r) => Number(r[0]));
        const expected = await rows<{ id: number | string }>(
          t,
          sql`select i.id from custom_list_items i where i.custom_list_id = ${big} order by ${sql.raw(sqlOrder)}`,
        );
        expect(ids).toHaveLength(BIG);
        expect(ids).toEqual(expected.map((r) => Number(r.id)));
      },
      120_000,
    );

    it('cuts an XLSX at the cap and says so in the headers', async () => {
      const res = await items(big, 'type=xlsx&columns=id,value');
      expect(res.status).toBe(200);
      expect(res.headers['x-truncated']).toBe('true');
      expect(res.headers['x-row-cap']).toBe(String(XLSX_CAP));
      expect(res.headers['x-total-count']).toBe(String(BIG));
      const [header, ...body] = await sheetRows(res.body);
      expect(header).toEqual(['id', 'value']);
      expect(body).toHaveLength(XLSX_CAP);
      expect(body[0]?.[1]).toBe('000001');
      expect(body.at(-1)?.[1]).toBe(String(XLSX_CAP).padStart(6, '0'));
    }, 120_000);
  });
});
