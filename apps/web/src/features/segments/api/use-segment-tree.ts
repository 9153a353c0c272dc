import { SEGMENT_API, type SegmentTreePage } from '@beacon/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { segmentTreeKey } from './segment-keys.ts';

/** Where a branch of the tree hangs: the account's tree or a provider's, and which node it opens. */
export type TreeBranch = {
  /** `account`, or a provider's key; `providers` lists the providers themselves. */
  owner: string;
  parentId?: number;
  parentKind?: 'category' | 'segment';
};

/** One page of children of a tree node, fetched when the node is opened. */
export function useSegmentTreePage(branch: TreeBranch, page: number, enabled = true) {
  const { owner, parentId, parentKind } = branch;
  const parent = parentId === undefined ? 'root' : `${parentKind}:${parentId}`;
  return useQuery({
    queryKey: segmentTreeKey(owner, parent, page),
    queryFn: ({ signal }) => {
      const params: Record<string, string | number> = { page };
      if (parentId !== undefined) {
        params.parent_id = parentId;
        params.segment_tree = parentKind ?? 'segment';
      }
      if (owner === 'account')
        return api.get<SegmentTreePage>(SEGMENT_API.tree, { params, signal, concurrent: true });
      if (owner !== 'providers') params.data_provider_key = owner;
      return api.get<SegmentTreePage>(SEGMENT_API.thirdPartyTree, { params, signal, concurrent: true });
    },
    placeholderData: keepPreviousData,
    staleTime: 30_000,
    enabled,
  });
}
