/**
 * Segment size regions in docs/REQUIREMENTS.md#segments (NAM, EMEA, APAC) from a device's ISO 3166-1 alpha-2 country code.
 * NAM is the whole of the Americas, EMEA is Europe, the Middle East (with Turkey, the Caucasus and
 * Russia) and Africa, APAC is every other known country. A device without a country ('') is in no
 * region: it counts towards a segment's size but not towards any region column.
 * The TypeScript function and the SQL expression are built from the same lists, so a count in the
 * analytics store and a label in the API never disagree.
 */
export const SEGMENT_REGIONS = ['NAM', 'EMEA', 'APAC'] as const;
export type SegmentRegion = (typeof SEGMENT_REGIONS)[number];

/** North, Central and South America and the Caribbean. */
const AMERICAS = `AG AI AR AW BB BL BM BO BQ BR BS BZ CA CL CO CR CU CW DM DO EC FK GD GF GL GP GS GT GY HN HT
  JM KN KY LC MF MQ MS MX NI PA PE PM PR PY SR SV SX TC TT US UY VC VE VG VI`;

/** Europe, Africa and the Middle East (including Turkey, Israel, the Gulf, the Caucasus and Russia). */
const EMEA = `AD AL AT AX BA BE BG BY CH CY CZ DE DK EE ES FI FO FR GB GG GI GR HR HU IE IM IS IT JE LI LT LU
  LV MC MD ME MK MT NL NO PL PT RO RS SE SI SJ SK SM UA VA XK
  AC AO BF BI BJ BW CD CF CG CI CM CV DJ DZ EG EH ER ET GA GH GM GN GQ GW KE KM LR LS LY MA MG ML MR MU
  MW MZ NA NE NG RE RW SC SD SH SL SN SO SS ST SZ TA TD TG TN TZ UG YT ZA ZM ZW
  AE AM AZ BH GE IL IQ IR JO KW LB OM PS QA RU SA SY TR YE`;

const codes = (list: string) => list.split(/\s+/).filter(Boolean);
const AMERICAS_CODES: ReadonlySet<string> = new Set(codes(AMERICAS));
const EMEA_CODES: ReadonlySet<string> = new Set(codes(EMEA));

/** The region of a country code, or null when the country is unknown (empty or not two letters). */
export function regionOfCountry(countryCode: string): SegmentRegion | null {
  const code = countryCode.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(code)) return null;
  if (AMERICAS_CODES.has(code)) return 'NAM';
  if (EMEA_CODES.has(code)) return 'EMEA';
  return 'APAC';
}

const sqlArray = (set: ReadonlySet<string>) => `[${[...set].map((c) => `'${c}'`).join(',')}]`;

/**
 * ClickHouse expression giving 'NAM', 'EMEA', 'APAC' or '' (unknown) for a column of upper-case
 * alpha-2 codes, e.g. `countIf(${regionSql('country_code')} = 'NAM')`. `column` is trusted SQL
 * (a column name written in code), never user input.
 */
export function regionSql(column: string): string {
  return `multiIf(has(${sqlArray(AMERICAS_CODES)}, ${column}), 'NAM', has(${sqlArray(EMEA_CODES)}, ${column}), 'EMEA', match(${column}, '^[A-Z]{2}$'), 'APAC', '')`;
}
