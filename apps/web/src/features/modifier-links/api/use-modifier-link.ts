import {
  type CampaignModifier,
  type LineItemModifier,
  type ListOption,
  MODIFIER_API,
} from '@beacon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { type LinkOwnerKind, linkPaths } from '../link-owner.ts';
import { linkKey, linkKeys, linkOptionsKey } from './link-keys.ts';

export type ModifierLink = CampaignModifier | LineItemModifier;

/** The owner's link, or null when it has none. */
export function useModifierLink(kind: LinkOwnerKind, id: number, enabled = true) {
  return useQuery({
    queryKey: linkKey(kind, id),
    queryFn: ({ signal }) =>
      api.get<ModifierLink | null>(linkPaths[kind].one(id), { signal, concurrent: true }),
    enabled,
  });
}

/**
 * Active modifiers of one type and advertiser, as the picker's options: a link may only name the
 * owner's advertiser's modifiers, and an inactive one would count as none when the line bids.
 */
export function useModifierOptions(advertiserId: number, typeId: number, enabled: boolean) {
  return useQuery({
    queryKey: linkOptionsKey(advertiserId, typeId),
    queryFn: ({ signal }) =>
      api.get<ListOption[]>(MODIFIER_API.list, {
        params: {
          mode: 'list',
          sort: 'name',
          order: 'asc',
          'filters[advertiser_id]': advertiserId,
          'filters[modifier_type_id]': typeId,
          'filters[active]': 1,
        },
        signal,
        concurrent: true,
      }),
    enabled,
    staleTime: 30_000,
  });
}

/**
 * A campaign's link also decides what its line items inherit, so every change refreshes all the
 * cached links rather than the owner's alone.
 */
function useInvalidateLinks() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: linkKeys.all() });
}

/** POST: sets the owner's link (replacing the one it had). The caller shows field errors. */
export function useSaveModifierLink(kind: LinkOwnerKind) {
  const invalidate = useInvalidateLinks();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) => api.post<ModifierLink>(linkPaths[kind].save, body),
    onSuccess: () => {
      notifySuccess('modifierLinks:messages.saved');
      return invalidate();
    },
  });
}

/** DELETE: removes the owner's link (a line item then follows its campaign's again). */
export function useRemoveModifierLink(kind: LinkOwnerKind, id: number) {
  const invalidate = useInvalidateLinks();
  return useMutation({
    mutationFn: () => api.delete(linkPaths[kind].one(id)),
    onSuccess: () => {
      notifySuccess('modifierLinks:messages.removed');
      return invalidate();
    },
    onError: (error) => notifyError(error),
  });
}
