import { createQueryKeys } from '../../../ui/data-grid/index.ts';

/** Query keys of targetings: `['targeting','list',params]`, `['targeting','detail',id]`, … */
export const targetingKeys = createQueryKeys('targeting');

/** The targeting of one line item (a list filtered by line, at most one row), names in `language`. */
export const lineTargetingKey = (lineItemId: number, language?: string) =>
  language === undefined
    ? (['targeting', 'line', lineItemId] as const)
    : (['targeting', 'line', lineItemId, language] as const);
export const targetingSummaryKey = (id: number) => ['targeting', 'summary', id] as const;
export const targetingOptionsKey = (
  keyCode: string,
  term: string,
  byAttribute: string | null,
  language: string,
) => ['targeting', 'options', keyCode, term, byAttribute ?? '', language] as const;
export const targetingForecastKey = ['targeting', 'forecast'] as const;
