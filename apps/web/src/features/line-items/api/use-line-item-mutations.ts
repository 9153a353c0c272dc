import {
  type bulkSetLineItemsResultSchema,
  LINE_ITEM_API,
  type LineItem,
  type LineItemClonePart,
  type LineItemInput,
  type LineItemState,
} from '@beacon/contracts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import i18n from '../../../i18n/index.ts';
import { api } from '../../../lib/api/client.ts';
import { cloneForm } from '../../../lib/api/clone-form.ts';
import { useInvalidator } from '../../../lib/api/invalidator.ts';
import { useOptimisticActive } from '../../../lib/api/optimistic-active.ts';
import { useCreateMutation, useUpdateMutation } from '../../../lib/api/record-mutations.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useDeleteRecord } from '../../../ui/use-delete-record.ts';
import { useSetActive } from '../../../ui/use-set-active.ts';
import { campaignKeys } from '../../campaigns/api/campaign-keys.ts';
import { notifyWarning } from '../components/notify-warning.ts';
import { lineItemKeys } from './line-item-keys.ts';

type BulkSetLineItemsResult = z.infer<typeof bulkSetLineItemsResultSchema>;

/** Every line-item mutation refreshes the line lists, the campaign context and the campaigns' counts. */
export function useInvalidateLineItems() {
  return useInvalidator(
    [
      lineItemKeys.all(),
      // Campaigns show how many line items they have.
      campaignKeys.lists(),
    ],
    (id) => [lineItemKeys.detail(id)],
  );
}

export function useCreateLineItem() {
  return useCreateMutation<LineItemInput, LineItem>(LINE_ITEM_API.list, useInvalidateLineItems());
}

export function useUpdateLineItem(id: number) {
  return useUpdateMutation<LineItemInput, LineItem>(LINE_ITEM_API.one(id), id, useInvalidateLineItems());
}

export function useSetLineItemActive() {
  return useSetActive<LineItem, LineItemState>({
    listsKey: lineItemKeys.lists(),
    namespace: 'lineItems',
    put: ({ id, active }) => api.put<LineItemState>(LINE_ITEM_API.setActive(id, active)),
    invalidate: useInvalidateLineItems(),
    // docs/REQUIREMENTS.md#line-items: a line of an inactive campaign does not run until the campaign is
    // activated.
    onSaved: (state) => {
      for (const warning of state.warnings ?? []) notifyWarning(warning);
    },
  });
}

/** Switches several line items on or off; the server changes all of them or none. */
export function useBulkSetLineItems() {
  const optimistic = useOptimisticActive<LineItem>(lineItemKeys.lists());
  const invalidate = useInvalidateLineItems();
  return useMutation({
    mutationFn: ({ ids, active }: { ids: number[]; active: boolean }) =>
      api.put<BulkSetLineItemsResult>(LINE_ITEM_API.bulkSet(active), { lines: ids }),
    onMutate: ({ ids, active }) => optimistic(ids, active),
    onError: (error, _vars, context) => {
      context?.restore();
      notifyError(error);
    },
    onSuccess: (result, { ids, active }) => {
      // Plural keys: translated here, since a key lookup without its count finds no plural form.
      notifySuccess(
        i18n.t(active ? 'lineItems:messages.bulk_activated' : 'lineItems:messages.bulk_deactivated', {
          count: ids.length,
        }),
      );
      const idle = result.inactive_campaign_lines?.length ?? 0;
      if (idle > 0) notifyWarning(i18n.t('lineItems:messages.inactive_campaign_lines', { count: idle }));
    },
    onSettled: () => invalidate(),
  });
}

/** A line with creatives or spend answers 409 with the reason, shown as it came. */
export function useDeleteLineItem() {
  return useDeleteRecord(LINE_ITEM_API.one, 'lineItems', useInvalidateLineItems());
}

export type CloneLineItemRequest = { id: number; name: string; parts: LineItemClonePart[] };

/** Copies a line item into its campaign (multipart `clone[]` and `name`); the copy starts inactive. */
export function useCloneLineItem() {
  const invalidate = useInvalidateLineItems();
  return useMutation({
    mutationFn: ({ id, name, parts }: CloneLineItemRequest) =>
      api.postForm<LineItem>(LINE_ITEM_API.clone(id), cloneForm(name, parts)),
    onSuccess: () => invalidate(),
  });
}
