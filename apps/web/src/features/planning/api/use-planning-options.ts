import {
  type Language,
  PLANNING_API,
  PLANNING_POST_LISTS,
  PLANNING_SEARCH_MIN,
  type PlanningFilters,
  type PlanningList,
  type PlanningPage,
  type PlanningStrategy,
} from '@beacon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { planningKeys } from './planning-keys.ts';

/** Values per page of the planner's lists (spec §9: 10 in the planner pager). */
export const OPTION_PAGE_SIZE = 10;

/** The world's countries, in continent order, named in the interface language. */
export function usePlanningCountries(language: Language) {
  return useQuery({
    queryKey: planningKeys.of('countries', language),
    queryFn: ({ signal }) =>
      api.get<PlanningPage>(PLANNING_API.countries, { params: { language }, signal, concurrent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePlanningStrategies() {
  return useQuery({
    queryKey: planningKeys.of('strategies'),
    queryFn: ({ signal }) => api.get<PlanningPage>(PLANNING_API.strategies, { signal, concurrent: true }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function usePlanningUseCases(strategy: PlanningStrategy | null) {
  return useQuery({
    queryKey: planningKeys.of('use-cases', strategy),
    queryFn: ({ signal }) =>
      api.get<PlanningPage>(PLANNING_API.useCases, {
        params: { strategy: strategy ?? undefined },
        signal,
        concurrent: true,
      }),
    enabled: strategy !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export type OptionQuery = {
  country: number;
  page: number;
  /** Sent only from 3 characters. */
  search: string;
  filters: PlanningFilters;
  quintile: number | null;
};

/** A GET query with the filters as `filters[key][]=value`, as the option lists read them. */
function toParams(query: OptionQuery): URLSearchParams {
  const params = new URLSearchParams({
    country_code: String(query.country),
    page: String(query.page),
    limit: String(OPTION_PAGE_SIZE),
    with_all: '1',
  });
  if (query.search.length >= PLANNING_SEARCH_MIN) params.set('search', query.search);
  if (query.quintile !== null) {
    params.set('quintile_min', String(query.quintile));
    params.set('quintile_max', String(query.quintile));
  }
  for (const [key, values] of Object.entries(query.filters))
    for (const value of values ?? []) params.append(`filters[${key}][]`, value);
  return params;
}

const isPostList = (list: PlanningList) => (PLANNING_POST_LISTS as readonly string[]).includes(list);

/**
 * One page of a level's values, the select-all (or, searching, like-names) entry first. Brand and
 * name lists go by POST, their filters being long; the page stays on screen while the next loads.
 */
export function usePlanningOptions(list: PlanningList, query: OptionQuery, enabled: boolean) {
  return useQuery({
    queryKey: planningKeys.of('options', list, query),
    queryFn: ({ signal }) => {
      const params = toParams(query);
      if (!isPostList(list))
        return api.get<PlanningPage>(PLANNING_API.options(list), { params, signal, concurrent: true });
      const fields = [...params].filter(([key]) => !key.startsWith('filters['));
      const body = { ...Object.fromEntries(fields), filters: query.filters };
      return api.post<PlanningPage>(PLANNING_API.options(list), body, { signal, concurrent: true });
    },
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
