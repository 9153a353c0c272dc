import type { ActivityEntity, LookupList } from '@beacon/contracts';
import { useMemo } from 'react';
import {
  useAdvertiserCategories,
  useAdvertiserOptions,
  useCampaignOwners,
  useContinents,
  useCountries,
  useLookups,
  useMakers,
  useTimezones,
  useTradeMarks,
} from '../../../lib/reference/reference-lists.ts';

/** Field → (id → name): logged ids shown by name, where the name is a reference list away. */
export type ValueLabels = Record<string, Map<string, string>>;

const byId = (rows: { id: number; name: string }[] | undefined) =>
  new Map((rows ?? []).map((r) => [String(r.id), r.name]));

/** Campaign fields that hold an id of a coded list, and the list. */
const CAMPAIGN_LOOKUPS: [string, LookupList][] = [
  ['budget_type_id', 'budget_types'],
  ['delivery_type_id', 'delivery_types'],
  ['delivery_objective_id', 'delivery_objectives'],
  ['optimization_strategy_id', 'optimization_strategies'],
  ['strategy_id', 'strategies'],
  ['campaign_pacing_id', 'campaign_pacing'],
  ['kpi_id', 'kpis'],
  ['frequency_cap_type_id', 'frequency_cap_types'],
  ['unit_time_id', 'unit_times'],
];

/**
 * Names for the ids a log holds: the advertiser's category, country, maker and trademark; for
 * campaigns also the advertiser, the coded lists, the time zone, the continent and the people
 * (`unit_time_id` names the frequency cap's unit). Other ids show as logged.
 */
export function useValueLabels(entity: ActivityEntity): ValueLabels {
  const campaign = entity === 'campaign';
  const categories = useAdvertiserCategories().data;
  const countries = useCountries().data;
  const makers = useMakers(null, { all: true }).data;
  const tradeMarks = useTradeMarks(null, { all: true }).data;
  const advertisers = useAdvertiserOptions(entity !== 'advertiser').data;
  const timezones = useTimezones().data;
  const continents = useContinents().data;
  const people = useCampaignOwners().data;
  const lookups = useLookups(
    CAMPAIGN_LOOKUPS.map(([, list]) => list),
    campaign,
  );
  return useMemo(() => {
    const labels: ValueLabels = {
      category_id: byId(categories),
      country_id: byId(countries),
      maker_id: byId(makers),
      trade_mark_id: byId(tradeMarks),
      advertiser_id: byId(advertisers),
      timezone_id: byId(timezones),
      continent_id: byId(continents),
      owner_id: byId(people),
      trafficker_id: byId(people),
    };
    CAMPAIGN_LOOKUPS.forEach(([field], i) => {
      labels[field] = byId(lookups[i]);
    });
    return labels;
  }, [categories, countries, makers, tradeMarks, advertisers, timezones, continents, people, lookups]);
}
