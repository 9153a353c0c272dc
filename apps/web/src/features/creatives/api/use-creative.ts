import {
  type Advertiser,
  API,
  type Creative,
  type CreativeAddon,
  type CreativeAsset,
  type CreativeAssociation,
  type ListOption,
} from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAppAbility } from '../../../app/ability.tsx';
import { api } from '../../../lib/api/client.ts';
import { creativeExtraKeys, creativeKeys } from './creative-keys.ts';

/** One creative of the active account, for the edit screen. */
export function useCreative(id: string | undefined) {
  return useQuery({
    queryKey: creativeKeys.detail(id ?? ''),
    queryFn: ({ signal }) => api.get<Creative>(API.creatives.one(id ?? ''), { signal }),
    enabled: Boolean(id),
    // A failed load sends the user back to the list; retrying would only delay that.
    retry: false,
    meta: { silentError: true },
  });
}

/** The creative's line associations. */
export function useCreativeLines(id: number | null) {
  return useQuery({
    queryKey: creativeExtraKeys.lines(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<CreativeAssociation[]>(API.creativeAssociations.ofCreative(id ?? ''), {
        signal,
        concurrent: true,
      }),
    enabled: id !== null,
  });
}

/** One uploaded asset with its signed `url` and `preview_url` (valid a few minutes: kept briefly). */
export function useCreativeAsset(id: number | null) {
  const allowed = useAppAbility().can('asset_show', 'Creative');
  return useQuery({
    queryKey: creativeExtraKeys.asset(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<CreativeAsset>(API.creativeAssets.one(id ?? ''), { signal, concurrent: true }),
    enabled: id !== null && allowed,
    staleTime: 60_000,
    gcTime: 120_000,
  });
}

/** One advertiser, for the defaults of the creative's advertiser section. */
export function useAdvertiser(id: number | null) {
  return useQuery({
    queryKey: creativeExtraKeys.advertiser(id ?? ''),
    queryFn: ({ signal }) => api.get<Advertiser>(API.advertisers.one(id ?? ''), { signal, concurrent: true }),
    enabled: id !== null,
    staleTime: 60_000,
  });
}

/** The advertiser's line items, as options to associate the creative with. */
export function useLineItemOptions(advertiserId: number | null) {
  const allowed = useAppAbility().can('index', 'LineItem');
  return useQuery({
    queryKey: creativeExtraKeys.lineItemOptions(advertiserId ?? ''),
    queryFn: ({ signal }) =>
      api.get<ListOption[]>(API.lineItems.list, {
        params: { mode: 'list', 'filters[advertiser_id]': advertiserId, sort: 'name', order: 'asc' },
        signal,
        concurrent: true,
      }),
    enabled: advertiserId !== null && allowed,
  });
}

/** Library add-ons of the account usable by the advertiser (its own and the shared ones). */
export function useAddonOptions(advertiserId: number | null) {
  // Without the add-on library permission the form offers only the creative's own add-ons.
  const allowed = useAppAbility().can('addon_index', 'Creative');
  return useQuery({
    queryKey: creativeExtraKeys.addons(advertiserId),
    queryFn: ({ signal }) =>
      api.get<CreativeAddon[]>(API.creativeAddons.list, {
        params: { mode: 'all', 'filters[active]': 1 },
        signal,
        concurrent: true,
      }),
    select: (list) => list.filter((a) => a.advertiser_id === null || a.advertiser_id === advertiserId),
    staleTime: 60_000,
    enabled: allowed,
  });
}
