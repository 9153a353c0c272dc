import { type ActivityEntity, CAMPAIGN_LOOKUP_FIELDS, type LookupList } from '@beacon/contracts';
import { useMemo } from 'react';
import {
  useAdvertiserCategories,
  useCampaignOwners,
  useContinents,
  useCountries,
  useLookups,
  useMakers,
  useTimezones,
  useTradeMarks,
} from '../../../lib/reference/reference-lists.ts';
import { useAdvertiserOptions } from '../../advertisers/api/use-advertiser.ts';

/** Field → (id → name): logged ids shown by name, where the name is a reference list away. */
export type ValueLabels = Record<string, Map<string, string>>;

const byId = (rows: { id: number; name: string }[] | undefined) =>
  new Map((rows ?? []).map((r) => [String(r.id), r.name]));

/** Coded-list fields of a campaign's log; `unit_time_id` names the frequency cap's unit. */
const CAMPAIGN_LOOKUPS: readonly (readonly [string, LookupList])[] = [
  ...CAMPAIGN_LOOKUP_FIELDS,
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
