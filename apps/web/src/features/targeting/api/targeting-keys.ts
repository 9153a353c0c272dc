import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of targetings: `['targeting','list',params]`, `['targeting','detail',id]`, … */
export const targetingKeys = createQueryKeys('targeting');

/** The targeting of one line item (a list filtered by line, at most one row), names in `language`. */
export const lineTargetingKey = (lineItemId: number, language?: string) =>
  language === undefined
    ? targetingKeys.of('line', lineItemId)
    : targetingKeys.of('line', lineItemId, language);
export const targetingSummaryKey = (id: number) => targetingKeys.of('summary', id);
export const targetingOptionsKey = (
  keyCode: string,
  term: string,
  byAttribute: string | null,
  language: string,
) => targetingKeys.of('options', keyCode, term, byAttribute ?? '', language);
export const targetingForecastKey = targetingKeys.of('forecast');
/** The time zones a line's hours are read in. */
export const lineTimezonesKey = (lineItemId: number) => targetingKeys.of('timezones', lineItemId);
