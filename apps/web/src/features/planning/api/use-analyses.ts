import {
  PLANNING_ANALYSIS_API,
  PLANNING_POLL_MS,
  type PlanningAction,
  type PlanningAnalysis,
  type PlanningAnalysisRequest,
} from '@beacon/contracts';
import { useMutation, useQueries } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { planningKeys } from './planning-keys.ts';

const running = (analysis: PlanningAnalysis | undefined) =>
  !analysis || analysis.status === 'pending' || analysis.status === 'processing';

/** Reach and the geo report (a reach by area) are polled every 3 s, the counts and saves every second (spec §9). */
export const pollInterval = (action: PlanningAction) =>
  action === 'calculate_reach' || action === 'geo_report' ? PLANNING_POLL_MS.reach : PLANNING_POLL_MS.count;

/** Each started analysis, asked for again at its interval until it ends. */
export function useAnalyses(runs: { action: PlanningAction; id: number }[]) {
  return useQueries({
    queries: runs.map((run) => ({
      queryKey: planningKeys.detail(run.id),
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<PlanningAnalysis>(PLANNING_ANALYSIS_API.one(run.id), { signal, concurrent: true }),
      refetchInterval: (query: { state: { data?: PlanningAnalysis } }) =>
        running(query.state.data) ? pollInterval(run.action) : false,
      staleTime: Number.POSITIVE_INFINITY,
    })),
  });
}

/** Starts an analysis; answers its id. */
export function useStartAnalysis() {
  return useMutation({
    mutationFn: (request: PlanningAnalysisRequest) =>
      api.post<{ id: number; status: string }>(PLANNING_ANALYSIS_API.list, request),
  });
}
