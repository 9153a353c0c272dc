import { useMutation } from '@tanstack/react-query';
import { api } from './client.ts';

/** What a resource's mutations refresh afterwards (`useInvalidator`): all of it, or also one record. */
type Invalidate = (id?: number | string) => Promise<unknown>;

/** Creates a record: `POST` to the resource's list path, then refreshes the resource. */
export function useCreateMutation<Input extends object, Output>(path: string, invalidate: Invalidate) {
  return useMutation({
    mutationFn: (body: Input) => api.post<Output>(path, body),
    onSuccess: () => invalidate(),
  });
}

/** Saves an edited record: `PUT` to its path, then refreshes the resource and the record's own queries. */
export function useUpdateMutation<Input extends object, Output>(
  path: string,
  id: number | string,
  invalidate: Invalidate,
) {
  return useMutation({
    mutationFn: (body: Input) => api.put<Output>(path, body),
    onSuccess: () => invalidate(id),
  });
}
