import { countries as countryFacts } from 'countries-list';
import { iso31661, iso31662 } from 'iso-3166';
import type { LocalizedNames } from '../schema.ts';

/**
 * Continents with fixed ids in the display order in docs/REQUIREMENTS.md#reference-lists: Asia, Europe, Caribbean, North,
 * Central and South America, then Africa, Oceania and Antarctica (`sort_order` = id).
 */
export const CONTINENTS: { id: number; code: string; names: LocalizedNames }[] = [
  { id: 1, code: 'asia', names: { en: 'Asia', es: 'Asia', pt: 'Ásia' } },
  { id: 2, code: 'europe', names: { en: 'Europe', es: 'Europa', pt: 'Europa' } },
  { id: 3, code: 'caribbean', names: { en: 'Caribbean', es: 'Caribe', pt: 'Caribe' } },
  {
    id: 4,
    code: 'north_america',
    names: { en: 'North America', es: 'Norteamérica', pt: 'América do Norte' },
  },
  {
    id: 5,
    code: 'central_america',
    names: { en: 'Central America', es: 'Centroamérica', pt: 'América Central' },
  },
  { id: 6, code: 'south_america', names: { en: 'South America', es: 'Sudamérica', pt: 'América do Sul' } },
  { id: 7, code: 'africa', names: { en: 'Africa', es: 'África', pt: 'África' } },
  { id: 8, code: 'oceania', names: { en: 'Oceania', es: 'Oceanía', pt: 'Oceania' } },
  { id: 9, code: 'antarctica', names: { en: 'Antarctica', es: 'Antártida', pt: 'Antártida' } },
];

/** The continent codes of `countries-list` (the Americas are split below). */
const CONTINENT_OF_CODE: Record<string, number> = { AS: 1, EU: 2, SA: 6, AF: 7, OC: 8, AN: 9 };
/** UN M49 sub-regions of the Americas: Northern America and Central America (Mexico included). */
const NORTHERN_AMERICA = new Set(['US', 'CA', 'GL', 'BM', 'PM']);
const CENTRAL_AMERICA = new Set(['MX', 'GT', 'BZ', 'SV', 'HN', 'NI', 'CR', 'PA']);

/** The continent id of a country (ISO alpha-2); North American codes not named above are Caribbean. */
export function continentOf(alpha2: string): number {
  const code = countryFacts[alpha2 as keyof typeof countryFacts]?.continent;
  if (!code) throw new Error(`No continent for country ${alpha2}`);
  if (code === 'NA') {
    if (NORTHERN_AMERICA.has(alpha2)) return 4;
    if (CENTRAL_AMERICA.has(alpha2)) return 5;
    return 3;
  }
  const id = CONTINENT_OF_CODE[code];
  if (!id) throw new Error(`Unknown continent code ${code}`);
  return id;
}

const displayNames = (type: 'region' | 'currency') => ({
  en: new Intl.DisplayNames(['en'], { type }),
  es: new Intl.DisplayNames(['es'], { type }),
  pt: new Intl.DisplayNames(['pt'], { type }),
});

/** A code's name in the three languages from Node's ICU data, `fallback` where ICU has none. */
function localized(names: ReturnType<typeof displayNames>, code: string, fallback: string): LocalizedNames {
  const of = (d: Intl.DisplayNames) => {
    const name = d.of(code);
    return name && name !== code ? name : fallback;
  };
  return { en: of(names.en), es: of(names.es), pt: of(names.pt) };
}

/** Currency codes that ISO 4217 lists but that are not money a campaign is paid in. */
const NOT_MONEY = /^X(AG|AU|BA|BB|BC|BD|DR|PD|PT|SU|TS|UA|XX)$/;

/** Campaign budget ceilings per currency (docs/REQUIREMENTS.md#reference-lists). */
export const BUDGET_MAX: Record<string, string> = {
  USD: '60000',
  COP: '150000',
  ARS: '4000000',
  MXN: '2000000',
  CLP: '30000000',
  BRL: '700000',
};

/**
 * ISO 4217 currencies known to Node's ICU. A code that no country uses any more (a replaced
 * currency) is kept but inactive, so the lists do not offer it.
 */
export function currencyRows() {
  const inUse = new Set<string>(Object.values(countryFacts).flatMap((c) => c.currency));
  const names = displayNames('currency');
  return Intl.supportedValuesOf('currency')
    .filter((code) => !NOT_MONEY.test(code))
    .map((code) => {
      const localizedNames = localized(names, code, code);
      return {
        code,
        name: localizedNames.en,
        names: localizedNames,
        budgetMax: BUDGET_MAX[code] ?? null,
        active: inUse.has(code),
      };
    });
}

/** Every ISO 3166-1 country, keyed by its numeric code, with names from ICU and a continent. */
export function countryRows() {
  const supported = new Set(Intl.supportedValuesOf('currency'));
  const names = displayNames('region');
  return iso31661.map((c) => {
    const facts = countryFacts[c.alpha2 as keyof typeof countryFacts];
    const currency = facts?.currency.find((code) => supported.has(code)) ?? facts?.currency[0] ?? null;
    const localizedNames = localized(names, c.alpha2, c.name);
    return {
      id: Number(c.numeric),
      alpha2: c.alpha2,
      alpha3: c.alpha3,
      name: localizedNames.en,
      names: localizedNames,
      continentId: continentOf(c.alpha2),
      currency,
    };
  });
}

/** First-level ISO 3166-2 subdivisions of every country (ISO's own names). */
export function regionRows(countryIdOf: Map<string, number>) {
  return iso31662
    .filter((s) => s.parent.length === 2 && countryIdOf.has(s.parent))
    .map((s) => ({ countryId: countryIdOf.get(s.parent)!, code: s.code, name: s.name }));
}

/**
 * ICU (CLDR) names some zones by an older IANA name; newer runtimes answer the current one. The
 * current IANA name is stored, so the list does not change with the Node version.
 */
const IANA_NAME: Record<string, string> = {
  'Africa/Asmera': 'Africa/Asmara',
  'America/Buenos_Aires': 'America/Argentina/Buenos_Aires',
  'America/Catamarca': 'America/Argentina/Catamarca',
  'America/Coral_Harbour': 'America/Atikokan',
  'America/Cordoba': 'America/Argentina/Cordoba',
  'America/Godthab': 'America/Nuuk',
  'America/Indianapolis': 'America/Indiana/Indianapolis',
  'America/Jujuy': 'America/Argentina/Jujuy',
  'America/Louisville': 'America/Kentucky/Louisville',
  'America/Mendoza': 'America/Argentina/Mendoza',
  'Asia/Calcutta': 'Asia/Kolkata',
  'Asia/Katmandu': 'Asia/Kathmandu',
  'Asia/Rangoon': 'Asia/Yangon',
  'Asia/Saigon': 'Asia/Ho_Chi_Minh',
  'Atlantic/Faeroe': 'Atlantic/Faroe',
  'Europe/Kiev': 'Europe/Kyiv',
  'Pacific/Enderbury': 'Pacific/Kanton',
  'Pacific/Ponape': 'Pacific/Pohnpei',
  'Pacific/Truk': 'Pacific/Chuuk',
};

/** IANA time zones known to Node's ICU, plus UTC, sorted. */
export const timezoneNames = () =>
  [...new Set([...Intl.supportedValuesOf('timeZone').map((z) => IANA_NAME[z] ?? z), 'UTC'])].sort();
