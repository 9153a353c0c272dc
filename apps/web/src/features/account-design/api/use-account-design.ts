import { ACCOUNT_DESIGN_API, type AccountDesign } from '@beacon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { createQueryKeys } from '../../../lib/query-keys.ts';
import { sessionKeys } from '../../../lib/session/query-keys.ts';

const designKeys = createQueryKeys('account_design');
const designKey = designKeys.of('one');

export function useAccountDesign() {
  return useQuery({
    queryKey: designKey,
    queryFn: ({ signal }) => api.get<AccountDesign>(ACCOUNT_DESIGN_API.one, { signal }),
  });
}

/** After a change the profile is read again, so the whole console takes the new look at once. */
function useRefreshLook() {
  const client = useQueryClient();
  return async (design: AccountDesign) => {
    client.setQueryData(designKey, design);
    await client.invalidateQueries({ queryKey: sessionKeys.profile });
    await client.invalidateQueries({ queryKey: ['settings', 'look-and-feel'] });
  };
}

export function useSaveAccountDesign() {
  const refresh = useRefreshLook();
  return useMutation({
    mutationFn: (form: FormData) => api.postForm<AccountDesign>(ACCOUNT_DESIGN_API.one, form),
    onSuccess: refresh,
  });
}

export function useRestoreAccountDesign() {
  const refresh = useRefreshLook();
  return useMutation({
    mutationFn: () => api.post<AccountDesign>(ACCOUNT_DESIGN_API.restore),
    onSuccess: refresh,
  });
}
