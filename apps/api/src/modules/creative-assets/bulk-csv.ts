import { BULK_CSV_COLUMNS, BULK_LIMITS, type BulkTemplate } from '@beacon/contracts';
import { parse } from 'csv-parse/sync';
import { unprocessable } from '../../platform/errors.ts';

/** A csv row read and checked on its own (what needs the database or the zip comes later). */
export type BulkRow = {
  /** The record's position, the header being row 1. */
  row: number;
  creativeName: string | null;
  values: Record<string, string>;
  /** The first problem found, as a translation key and the column it is about. */
  problem: { reason: string; field: string | null } | null;
  lineItemId: number | null;
  startDate: string | null;
  endDate: string | null;
  appnexus: boolean;
  width: number | null;
  height: number | null;
};

/** Header cells are matched without case, spaces or dashes: `Line Item ID` = `line_item_id`. */
const HEADER_ALIASES: Record<string, string> = {
  name: 'creative_name',
  asset: 'asset_name',
  line_item: 'line_item_id',
  line_id: 'line_item_id',
  appnexus: 'app_nexus',
  appnexus_submit: 'app_nexus',
  app_nexus_flag: 'app_nexus',
  landing_page: 'click_url',
  landing_page_url: 'click_url',
  click_through_url: 'click_url',
  width: 'dimension_width',
  height: 'dimension_height',
  tag: 'javascript_tag',
  thumbnail: 'thumbnail_upload',
};

export const normaliseHeader = (cell: string) => {
  const key = cell
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
  return HEADER_ALIASES[key] ?? key;
};

const DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

/** `dd/mm/yyyy` → the wall-clock date-time of the API (start of day, or end of day for an end date). */
export function bulkDate(value: string, end: boolean): string | null {
  const m = DATE.exec(value.trim());
  if (!m) return null;
  const [, d, mo, y] = m as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (
    date.getUTCFullYear() !== Number(y) ||
    date.getUTCMonth() !== Number(mo) - 1 ||
    date.getUTCDate() !== Number(d)
  ) {
    return null;
  }
  return `${y}-${mo}-${d} ${end ? '23:59:59' : '00:00:00'}`;
}

/**
 * Reads the bulk csv (comma separated, first line the header) and checks every row on its own:
 * required cells, one numeric line item id, `dd/mm/yyyy` dates with the end after the start,
 * `ON`/`OFF` for the App Nexus flag, integer dimensions and alphanumeric thumbnail names for the
 * script-tag variant. A csv that cannot be read or lacks a required column is a 422 as a whole.
 */
export function readBulkCsv(body: Buffer, template: BulkTemplate): BulkRow[] {
  let records: string[][];
  try {
    records = parse(body, {
      bom: true,
      delimiter: ',',
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
    }) as string[][];
  } catch {
    throw unprocessable({ csv: ['creative_bulk.csv_unreadable'] }, 'The csv could not be read');
  }
  const [header, ...data] = records;
  if (!header) throw unprocessable({ csv: ['creative_bulk.csv_empty'] }, 'The csv is empty');
  const columns = header.map(normaliseHeader);
  const missing = BULK_CSV_COLUMNS[template].required.filter((c) => !columns.includes(c));
  if (missing.length) {
    throw unprocessable(
      { csv: ['creative_bulk.csv_columns'] },
      `The csv lacks the column(s): ${missing.join(', ')}`,
    );
  }
  if (data.length === 0) throw unprocessable({ csv: ['creative_bulk.csv_empty'] }, 'The csv has no rows');
  if (data.length > BULK_LIMITS.maxRows) {
    throw unprocessable({ csv: ['creative_bulk.csv_too_many_rows'] }, `At most ${BULK_LIMITS.maxRows} rows`);
  }
  return data.map((cells, i) => {
    const values: Record<string, string> = {};
    columns.forEach((column, c) => {
      values[column] = cells[c] ?? '';
    });
    return checkRow(i + 2, values, template);
  });
}

function checkRow(row: number, values: Record<string, string>, template: BulkTemplate): BulkRow {
  const result: BulkRow = {
    row,
    creativeName: values.creative_name || null,
    values,
    problem: null,
    lineItemId: null,
    startDate: null,
    endDate: null,
    appnexus: false,
    width: null,
    height: null,
  };
  const fail = (reason: string, field: string | null) => {
    result.problem ??= { reason, field };
  };
  // A NUL character cannot be stored: the row is refused, naming the cell that holds one.
  for (const [column, value] of Object.entries(values))
    if (value.includes('\u0000')) fail('validation.invalid_characters', column);
  for (const column of BULK_CSV_COLUMNS[template].required) {
    if (!values[column]) fail('validation.required', column);
  }
  const name = values.creative_name ?? '';
  if (name && (name.length < 2 || name.length > 255)) fail('validation.min_length', 'creative_name');

  const line = values.line_item_id ?? '';
  if (line) {
    if (/^\d{1,9}$/.test(line)) result.lineItemId = Number(line);
    else fail('creative_bulk.one_line_item', 'line_item_id');
  }
  if (values.start_date) {
    result.startDate = bulkDate(values.start_date, false);
    if (!result.startDate) fail('creative_bulk.date_format', 'start_date');
  }
  if (values.end_date) {
    result.endDate = bulkDate(values.end_date, true);
    if (!result.endDate) fail('creative_bulk.date_format', 'end_date');
  }
  if (result.startDate && result.endDate && result.endDate <= result.startDate)
    fail('validation.end_after_start', 'end_date');
  const flag = (values.app_nexus ?? '').trim().toUpperCase();
  if (flag === 'ON') result.appnexus = true;
  else if (flag !== '' && flag !== 'OFF') fail('creative_bulk.app_nexus_flag', 'app_nexus');

  if (template === 'script_tag') {
    for (const column of ['dimension_width', 'dimension_height'] as const) {
      const value = values[column] ?? '';
      if (value && !/^\d{1,5}$/.test(value)) fail('validation.integer', column);
    }
    result.width = Number(values.dimension_width) || null;
    result.height = Number(values.dimension_height) || null;
    const thumb = values.thumbnail_upload ?? '';
    if (thumb && !/^[A-Za-z0-9]+\.(gif|jpe?g|png)$/i.test(thumb))
      fail('creative_bulk.thumbnail_name', 'thumbnail_upload');
  }
  return result;
}

/** A sample csv per variant, offered for download next to the upload. */
export const BULK_SAMPLES: Record<BulkTemplate, string> = {
  image: [
    'creative_name,asset_name,line_item_id,start_date,end_date,app_nexus,click_url',
    'Summer sale 300x250,summer-300x250.png,123,01/07/2026,31/07/2026,OFF,https://shop.example.com/summer',
    'Summer sale 728x90,summer-728x90.jpg,123,,,ON,https://shop.example.com/summer',
  ].join('\r\n'),
  script_tag: [
    'creative_name,dimension_width,dimension_height,javascript_tag,thumbnail_upload,line_item_id,click_url',
    "\"Rain jacket DCM 300x250\",300,250,\"<ins class='dcmads' style='display:inline-block;width:300px;height:250px' data-dcm-placement='N123.456EXAMPLE/B789;987654' data-dcm-click-tracker='%%CLICK_URL_UNESC%%'><script src='https://www.googletagservices.com/dcm/dcmads.js'></script></ins>\",rainjacket300.png,123,https://shop.example.com/rain",
  ].join('\r\n'),
};
