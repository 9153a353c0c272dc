import {
  CREATIVE_ADDON_API,
  CREATIVE_API,
  CREATIVE_ASSET_API,
  CREATIVE_ASSOCIATION_API,
  type Creative,
  type CreativeAddon,
  type CreativeAsset,
  type CreativeAssociation,
} from '@beacon/contracts';
import { useQuery } from '@tanstack/react-query';
import { useAppAbility } from '../../../lib/ability.tsx';
import { api } from '../../../lib/api/client.ts';
import { recordQuery } from '../../../lib/api/record-query.ts';
import { creativeAddonKeys, creativeAssetKeys, creativeKeys, creativeLinesKey } from './creative-keys.ts';

/** One creative of the active account, for the edit screen. */
export function useCreative(id: string | undefined) {
  return useQuery(recordQuery<Creative>(creativeKeys, CREATIVE_API.one, id));
}

/** The creative's line associations. */
export function useCreativeLines(id: number | null) {
  return useQuery({
    queryKey: creativeLinesKey(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<CreativeAssociation[]>(CREATIVE_ASSOCIATION_API.ofCreative(id ?? ''), {
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
    queryKey: creativeAssetKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      api.get<CreativeAsset>(CREATIVE_ASSET_API.one(id ?? ''), { signal, concurrent: true }),
    enabled: id !== null && allowed,
    staleTime: 60_000,
    gcTime: 120_000,
  });
}

/** Library add-ons of the account usable by the advertiser (its own and the shared ones). */
export function useAddonOptions(advertiserId: number | null) {
  // Without the add-on library permission the form offers only the creative's own add-ons.
  const allowed = useAppAbility().can('addon_index', 'Creative');
  return useQuery({
    queryKey: creativeAddonKeys.of('options', String(advertiserId)),
    queryFn: ({ signal }) =>
      api.get<CreativeAddon[]>(CREATIVE_ADDON_API.list, {
        params: { mode: 'all', 'filters[active]': 1 },
        signal,
        concurrent: true,
      }),
    select: (list) => list.filter((a) => a.advertiser_id === null || a.advertiser_id === advertiserId),
    staleTime: 60_000,
    enabled: allowed,
  });
}
