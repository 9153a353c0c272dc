import {
  REPORT_API,
  type ReportPoll,
  type ReportRequest,
  type ReportRunResult,
  type ReportTypeCode,
} from '@beacon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { pollDelay } from '../model/report-draft.ts';
import { reportExtraKeys, reportKeys } from './report-keys.ts';

/** Sends a report request: a job id, or `no_data` when nothing matches (docs/REQUIREMENTS.md#reports). */
export function useRunReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: ReportRequest) => api.post<ReportRunResult>(REPORT_API.run, request),
    onSuccess: () => client.invalidateQueries({ queryKey: reportKeys.lists() }),
  });
}

/** Sends a direct (geography) request: the file is saved, or the row-limit notice comes back. */
export function useRunDirectReport() {
  return useMutation({
    mutationFn: (request: ReportRequest) =>
      api.sendForFile(
        'POST',
        REPORT_API.geography,
        request,
        `${request.report_type}.${request.type ?? 'csv'}`,
      ),
  });
}

/**
 * Follows a job until it ends: every second at first, then every `REPORT_LIMITS.pollMs`
 * (`pollDelay`); `startedAt` is when the request was sent.
 */
export function useReportPoll(job: { id: number; type: ReportTypeCode; startedAt: number } | null) {
  return useQuery({
    queryKey: reportExtraKeys.poll(job?.id ?? 0),
    queryFn: ({ signal }) =>
      api.get<ReportPoll>(REPORT_API.poll(job?.id ?? 0, job?.type ?? ''), { signal, concurrent: true }),
    enabled: job !== null,
    refetchInterval: (query) =>
      query.state.data?.status === 'in_progress' || query.state.data === undefined
        ? pollDelay(Date.now() - (job?.startedAt ?? Date.now()))
        : false,
    refetchIntervalInBackground: true,
    retry: false,
    meta: { silentError: true },
  });
}

/** Saves a finished job's file. */
export const downloadReport = (id: number) => api.download(REPORT_API.download(id));
