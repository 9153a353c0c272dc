import {
  ADVERTISER_API,
  CAMPAIGN_API,
  CREATIVE_API,
  LINE_ITEM_API,
  type ListOption,
  REPORT_API,
  type ReportField,
  type ReportPlaceCategory,
  type ReportTypeCode,
  type ReportTypeRow,
} from '@beacon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { advertiserKeys } from '../../advertisers/api/advertiser-keys.ts';
import { campaignKeys } from '../../campaigns/api/campaign-keys.ts';
import { creativeKeys } from '../../creatives/api/creative-keys.ts';
import { lineItemKeys } from '../../line-items/api/line-item-keys.ts';
import { chainFilter } from '../model/chain.ts';
import type { ChainChoice, ChainLevel } from '../model/report-draft.ts';
import { reportExtraKeys } from './report-keys.ts';

/** The report types, each saying whether the caller may run it (reference data, kept for the visit). */
export function useReportTypes() {
  return useQuery({
    queryKey: reportExtraKeys.types(),
    queryFn: ({ signal }) => api.get<ReportTypeRow[]>(REPORT_API.types, { signal, concurrent: true }),
    staleTime: 10 * 60_000,
  });
}

/** A type's dimensions or metrics; nothing is asked before a type is chosen. */
export function useReportFields(kind: 'dimensions' | 'metrics', type: ReportTypeCode | null) {
  return useQuery({
    queryKey: reportExtraKeys.fields(kind, type),
    queryFn: ({ signal }) =>
      api.get<ReportField[]>(kind === 'dimensions' ? REPORT_API.dimensions : REPORT_API.metrics, {
        params: { report_type: type ?? '' },
        signal,
        concurrent: true,
      }),
    enabled: type !== null,
    staleTime: 10 * 60_000,
  });
}

/** The world's categories of public POIs or OOH sites (reference data, kept for the visit). */
export function usePlaceCategories(kind: 'poi' | 'ooh', enabled: boolean) {
  return useQuery({
    queryKey: reportExtraKeys.placeCategories(kind),
    queryFn: ({ signal }) =>
      api.get<ReportPlaceCategory[]>(REPORT_API.placeCategories, {
        params: { kind },
        signal,
        concurrent: true,
      }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

/** Each level of the chain: its list endpoint and cache keys. */
const CHAIN_SOURCES = {
  advertisers: { path: ADVERTISER_API.list, keys: advertiserKeys },
  campaigns: { path: CAMPAIGN_API.list, keys: campaignKeys },
  line_items: { path: LINE_ITEM_API.list, keys: lineItemKeys },
  creatives: { path: CREATIVE_API.list, keys: creativeKeys },
} as const;

/** The options of one level of the filter chain (`mode=list`), narrowed by the levels above it. */
export function useChainOptions(level: ChainLevel, chosen: ChainChoice) {
  const source = CHAIN_SOURCES[level];
  const filter = chainFilter(level, chosen);
  return useQuery({
    queryKey: source.keys.of('list', 'report_options', filter),
    queryFn: ({ signal }) =>
      api.get<ListOption[]>(source.path, {
        params: { mode: 'list', sort: 'name', order: 'asc', ...filter },
        signal,
        concurrent: true,
      }),
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
}
