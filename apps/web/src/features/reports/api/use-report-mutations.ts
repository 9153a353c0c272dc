import {
  REPORT_API,
  type ReportEmailRequest,
  type ReportJob,
  type ReportOnDemand,
  type ReportOnDemandRequest,
  type ReportRunResult,
} from '@beacon/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { onDemandKeys, reportKeys } from './report-keys.ts';

/** Deletes a report job and its file. */
export function useDeleteReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (job: Pick<ReportJob, 'id' | 'name'>) => api.delete<unknown>(REPORT_API.one(job.id)),
    onSuccess: (_data, job) => notifySuccess('reports:messages.deleted', { name: job.name }),
    onError: (error) => notifyError(error),
    onSettled: () => client.invalidateQueries({ queryKey: reportKeys.lists() }),
  });
}

/** E-mails a report's file (docs/REQUIREMENTS.md#reports). */
export function useSendReportEmail() {
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ReportEmailRequest }) =>
      api.post<unknown>(REPORT_API.sendEmail(id), body),
  });
}

/** Asks for an on-demand report: its job id, or `no_data` when nothing in its scope was delivered. */
export function useCreateOnDemand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportOnDemandRequest) => api.post<ReportRunResult>(REPORT_API.onDemand, body),
    onSuccess: () => client.invalidateQueries({ queryKey: onDemandKeys.lists() }),
  });
}

export function useDeleteOnDemand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (row: Pick<ReportOnDemand, 'id'>) => api.delete<unknown>(REPORT_API.onDemandOne(row.id)),
    onSuccess: (_data, row) => notifySuccess('reports:messages.on_demand_deleted', { id: row.id }),
    onError: (error) => notifyError(error),
    onSettled: () => client.invalidateQueries({ queryKey: onDemandKeys.lists() }),
  });
}

/** Saves an on-demand report's file. */
export const downloadOnDemand = (id: number) => api.download(REPORT_API.onDemandDownload(id));
