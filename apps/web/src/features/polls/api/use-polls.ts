import {
  POLL_API,
  type Poll,
  type PollInput,
  type PollQuestion,
  type PollResponsesRequest,
} from '@beacon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { createQueryKeys } from '../../../lib/query-keys.ts';

export const pollKeys = createQueryKeys('polls');

/** The account's polls (`active`: only those shown to users). */
export function usePolls(active?: boolean, enabled = true) {
  const query = active === undefined ? '' : `?filters[active]=${active ? 1 : 0}`;
  return useQuery({
    queryKey: pollKeys.list({ active }),
    queryFn: ({ signal }) => api.get<Poll[]>(`${POLL_API.list}${query}`, { signal }),
    enabled,
    meta: { silentError: true },
  });
}

export function usePollQuestions(pollId: number | undefined) {
  return useQuery({
    queryKey: pollKeys.of('questions', pollId),
    queryFn: ({ signal }) => api.get<PollQuestion[]>(`${POLL_API.questions}?poll_id=${pollId}`, { signal }),
    enabled: pollId !== undefined,
    staleTime: 10 * 60_000,
  });
}

function useInvalidatePolls() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: pollKeys.lists() });
}

export function useRespondToPoll() {
  const invalidate = useInvalidatePolls();
  return useMutation({
    mutationFn: (body: PollResponsesRequest) => api.post<Poll>(POLL_API.responses, body),
    onSuccess: invalidate,
  });
}

export function useCancelPoll() {
  const invalidate = useInvalidatePolls();
  return useMutation({
    mutationFn: (pollId: number) => api.post<Poll>(POLL_API.cancel, { poll_id: pollId }),
    onSuccess: invalidate,
  });
}

export function useCreatePoll() {
  const invalidate = useInvalidatePolls();
  return useMutation({
    mutationFn: (body: PollInput) => api.post<Poll>(POLL_API.list, body),
    onSuccess: invalidate,
  });
}

export function useSetPollActive() {
  const invalidate = useInvalidatePolls();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      api.put<Poll>(POLL_API.setActive(id, active)),
    onSuccess: invalidate,
  });
}
