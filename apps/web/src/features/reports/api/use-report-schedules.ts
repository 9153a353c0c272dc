import {
  REPORT_SCHEDULE_API,
  type ReportSchedule,
  type ReportScheduleRequest,
  type ReportScheduleRun,
} from '@beacon/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { createQueryKeys } from '../../../lib/query-keys.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';

/** Query keys of scheduled reports: `['reports_schedule','list',state]`, one schedule, its runs. */
export const scheduleKeys = createQueryKeys('reports_schedule');

/** One schedule, to edit it (nothing is asked without an id). */
export function useSchedule(id: number | null) {
  return useQuery({
    queryKey: scheduleKeys.detail(id ?? 0),
    queryFn: ({ signal }) => api.get<ReportSchedule>(REPORT_SCHEDULE_API.one(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** The run history of one schedule, newest first. */
export function useScheduleRuns(id: number | null) {
  return useQuery({
    queryKey: scheduleKeys.of('runs', id),
    queryFn: ({ signal }) => api.get<ReportScheduleRun[]>(REPORT_SCHEDULE_API.runs(id ?? 0), { signal }),
    enabled: id !== null,
  });
}

/** Creates a schedule, or replaces one (`id`). */
export function useSaveSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number | null; body: ReportScheduleRequest }) =>
      id === null
        ? api.post<ReportSchedule>(REPORT_SCHEDULE_API.list, body)
        : api.put<ReportSchedule>(REPORT_SCHEDULE_API.one(id), body),
    onSuccess: (_saved, { id }) => {
      notifySuccess(
        id === null ? 'reports:schedules.messages.created' : 'reports:schedules.messages.updated',
      );
      return client.invalidateQueries({ queryKey: scheduleKeys.all() });
    },
  });
}

/** Switches a schedule on or off; the server refuses pending and failed ones (409, said in a toast). */
export function useSetScheduleActive() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean; subject: string }) =>
      api.put<ReportSchedule>(REPORT_SCHEDULE_API.setActive(id, active)),
    onSuccess: (_saved, { active, subject }) =>
      notifySuccess(
        active ? 'reports:schedules.messages.activated' : 'reports:schedules.messages.deactivated',
        { subject },
      ),
    onError: (error) => notifyError(error),
    onSettled: () => client.invalidateQueries({ queryKey: scheduleKeys.all() }),
  });
}

export function useDeleteSchedule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (row: Pick<ReportSchedule, 'id' | 'email_subject'>) =>
      api.delete<unknown>(REPORT_SCHEDULE_API.one(row.id)),
    onSuccess: (_data, row) =>
      notifySuccess('reports:schedules.messages.deleted', { subject: row.email_subject }),
    onError: (error) => notifyError(error),
    onSettled: () => client.invalidateQueries({ queryKey: scheduleKeys.lists() }),
  });
}

/** Deletes several schedules: all of them or none. */
export function useBulkDeleteSchedules() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => api.send<unknown>('DELETE', REPORT_SCHEDULE_API.bulk, { ids }),
    onSuccess: (_data, ids) =>
      notifySuccess('reports:schedules.messages.bulk_deleted', { count: ids.length }),
    onError: (error) => notifyError(error),
    onSettled: () => client.invalidateQueries({ queryKey: scheduleKeys.lists() }),
  });
}
