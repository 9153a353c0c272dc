import {
  CUSTOM_LIST_API,
  type CustomList,
  type CustomListInput,
  type CustomListUploadAccepted,
  type CustomListUploadResult,
  type CustomListWithItemsRequest,
} from '@beacon/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useInvalidator } from '../../../lib/api/invalidator.ts';
import { useCreateMutation } from '../../../lib/api/record-mutations.ts';
import { uploadWithProgress } from '../../../lib/api/upload-with-progress.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { useSetActive } from '../../../ui/use-set-active.ts';
import { activityKeys } from '../../activity-log/api/activity-keys.ts';
import { customListItemsKey, customListKeys } from './custom-list-keys.ts';

/** Every change refreshes the list screens, the list's detail and items, and its activity log. */
export function useInvalidateCustomLists() {
  return useInvalidator([customListKeys.lists(), activityKeys('custom_list').all()], (id) => [
    customListKeys.detail(id),
    customListItemsKey(id),
  ]);
}

export function useCreateCustomList() {
  return useCreateMutation<CustomListInput, CustomList>(CUSTOM_LIST_API.list, useInvalidateCustomLists());
}

/** `PUT {id}/with_items`: the list's fields and the editor's edited, deleted and created items. */
export function useSaveCustomList(id: number) {
  const invalidate = useInvalidateCustomLists();
  return useMutation({
    mutationFn: (body: CustomListWithItemsRequest) =>
      api.put<CustomList>(CUSTOM_LIST_API.withItems(id), body),
    onSuccess: () => invalidate(id),
  });
}

/** Switches a list on or off at once in every cached page, then confirms with the server. */
export function useSetCustomListActive() {
  return useSetActive<CustomList>({
    listsKey: customListKeys.lists(),
    namespace: 'custom_lists',
    put: ({ id, active }) => api.put(CUSTOM_LIST_API.setActive(id, active)),
    invalidate: useInvalidateCustomLists(),
  });
}

export function useCloneCustomList() {
  const invalidate = useInvalidateCustomLists();
  return useMutation({
    mutationFn: (id: number) => api.post<CustomList>(CUSTOM_LIST_API.clone(id), {}),
    onSuccess: (copy) => {
      notifySuccess('custom_lists:messages.cloned', { name: copy.name });
      return invalidate();
    },
    onError: (error) => notifyError(error),
  });
}

/**
 * Delete-all (docs/REQUIREMENTS.md#custom-lists): an inactive or missing list is refused with the server's
 * message.
 */
export function useClearCustomList() {
  const invalidate = useInvalidateCustomLists();
  return useMutation({
    mutationFn: (id: number) => api.delete<CustomList>(CUSTOM_LIST_API.clear(id)),
    onSuccess: (list) => {
      notifySuccess('custom_lists:messages.cleared', { name: list.name });
      return invalidate(list.id);
    },
    onError: (error) => notifyError(error),
  });
}

/** The upload's answer: what it did, or the list still `processing` when the server stopped waiting (202). */
export type CustomListUploadAnswer = CustomListUploadResult | CustomListUploadAccepted;
/** Whether the file was loaded (false: the list is still `processing`). */
export const loaded = (answer: CustomListUploadAnswer): answer is CustomListUploadResult => 'added' in answer;

/** A file into a list (or a new list), with the share sent so far for the progress bar. */
export function useUploadCustomList() {
  const invalidate = useInvalidateCustomLists();
  return useMutation({
    mutationFn: ({ form, onProgress }: { form: FormData; onProgress: (fraction: number) => void }) =>
      uploadWithProgress<CustomListUploadAnswer>(CUSTOM_LIST_API.upload, form, { onProgress }),
    // A refused file may still have changed the list's status (failed, with its errors).
    onSettled: (result, _error, { form }) => {
      const id = result?.custom_list.id ?? form.get('custom_list_id');
      return invalidate(typeof id === 'number' || typeof id === 'string' ? id : undefined);
    },
  });
}
