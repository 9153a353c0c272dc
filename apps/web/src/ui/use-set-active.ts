import { type QueryKey, useMutation } from '@tanstack/react-query';
import { useOptimisticActive } from '../lib/api/optimistic-active.ts';
import { notifyError, notifySuccess } from './notify.ts';

export type ActiveChange = { id: number; active: boolean };

/**
 * Switches one row on or off: the row changes at once in every cached list page under `listsKey`,
 * `put` asks the server, then `<namespace>:messages.activated` (or `deactivated`) is shown, or the
 * error with the row switched back; `invalidate(id)` refreshes in either case. `onSaved` reads the
 * server's answer.
 */
export function useSetActive<T extends ActiveChange, R = unknown>(options: {
  listsKey: QueryKey;
  namespace: string;
  put: (change: ActiveChange) => Promise<R>;
  invalidate: (id: number) => Promise<unknown>;
  onSaved?: (data: R) => void;
}) {
  const { namespace, invalidate, onSaved } = options;
  const optimistic = useOptimisticActive<T>(options.listsKey);
  return useMutation({
    mutationFn: options.put,
    onMutate: ({ id, active }) => optimistic([id], active),
    onError: (error, _vars, context) => {
      context?.restore();
      notifyError(error);
    },
    onSuccess: (data, { active }) => {
      notifySuccess(active ? `${namespace}:messages.activated` : `${namespace}:messages.deactivated`);
      onSaved?.(data);
    },
    onSettled: (_data, _error, { id }) => invalidate(id),
  });
}
