import { type ActivityEntity, API, type ListOption } from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../../lib/api/client.ts';
import {
  useAdvertiserCategories,
  useCountries,
  useMakers,
  useTradeMarks,
} from '../../advertisers/api/use-reference-lists.ts';

/** Field → (id → name): logged ids shown by name, where the name is a reference list away. */
export type ValueLabels = Record<string, Map<string, string>>;

const byId = (rows: { id: number; name: string }[] | undefined) =>
  new Map((rows ?? []).map((r) => [String(r.id), r.name]));

/**
 * Names for the ids an advertiser or campaign log holds: category, country, maker, trademark and
 * (for campaigns) the advertiser. Other ids show as logged.
 */
export function useValueLabels(entity: ActivityEntity): ValueLabels {
  const categories = useAdvertiserCategories().data;
  const countries = useCountries().data;
  const makers = useMakers(null, { all: true }).data;
  const tradeMarks = useTradeMarks(null, { all: true }).data;
  const advertisers = useQuery({
    queryKey: ['advertisers', 'list', 'options'] as const,
    queryFn: ({ signal }) =>
      api.get<ListOption[]>(API.advertisers.list, { params: { mode: 'list' }, signal, concurrent: true }),
    enabled: entity !== 'advertiser',
  }).data;
  return useMemo(
    () => ({
      category_id: byId(categories),
      country_id: byId(countries),
      maker_id: byId(makers),
      trade_mark_id: byId(tradeMarks),
      advertiser_id: byId(advertisers),
    }),
    [categories, countries, makers, tradeMarks, advertisers],
  );
}
