import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api/client.ts';
import { notifyError, notifySuccess } from './notify.ts';

/**
 * Deletes one record by id: `DELETE path(id)`, then `<namespace>:messages.deleted` is shown and
 * `invalidate()` refreshes the resource. A refusal (409 with the reason: the record is in use or has
 * spend) is shown as it came.
 */
export function useDeleteRecord(
  path: (id: number) => string,
  namespace: string,
  invalidate: () => Promise<unknown>,
) {
  return useMutation({
    mutationFn: (id: number) => api.delete(path(id)),
    onSuccess: () => {
      notifySuccess(`${namespace}:messages.deleted`);
      return invalidate();
    },
    onError: (error) => notifyError(error),
  });
}
