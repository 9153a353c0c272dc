import { BID_MODEL_API, type BidModel, type BidModelInput, type BidModelMetric } from '@beacon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { bidModelKeys, bidModelMetricsKey } from './bid-model-keys.ts';

/** The metrics a model may take as inputs (reference data, cached for the session). */
export function useBidModelMetrics() {
  return useQuery({
    queryKey: bidModelMetricsKey,
    queryFn: ({ signal }) => api.get<BidModelMetric[]>(BID_MODEL_API.metrics, { signal, concurrent: true }),
    staleTime: 30 * 60_000,
  });
}

export function useCreateBidModel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: BidModelInput) => api.post<BidModel>(BID_MODEL_API.list, body),
    onSuccess: () => client.invalidateQueries({ queryKey: bidModelKeys.all() }),
  });
}
