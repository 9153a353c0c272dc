import {
  type DashboardData,
  type DashboardUrl,
  REPORT_DASHBOARD_API,
  type ReportDashboardCode,
  type ReportListEntry,
} from '@beacon/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { reportExtraKeys } from './report-keys.ts';

/** The report lists: the dashboard types and the call that signs each one's URL (kept for the visit). */
export function useReportLists(enabled: boolean) {
  return useQuery({
    queryKey: reportExtraKeys.lists(),
    queryFn: ({ signal }) =>
      api.get<ReportListEntry[]>(REPORT_DASHBOARD_API.lists, { signal, concurrent: true }),
    enabled,
    staleTime: 10 * 60_000,
  });
}

export type DashboardUrlRequest = {
  entry: ReportListEntry;
  campaign_id: number;
  start_date?: string;
  end_date?: string;
};

/**
 * Asks for a signed dashboard URL through the entry's own call (docs/REPORTS.md#dashboards): the
 * campaign performance by GET, the partial and final reports by POST.
 */
export function useDashboardUrl() {
  return useMutation({
    mutationFn: ({ entry, ...body }: DashboardUrlRequest) =>
      entry.code === 'performance_campaign'
        ? api.get<DashboardUrl>(entry.src, { params: { campaign_id: body.campaign_id } })
        : api.post<DashboardUrl>(entry.src, body),
  });
}

/** The figures a signed token opens; read once (the token stops opening minutes later). */
export function useDashboardData(token: string) {
  return useQuery({
    queryKey: reportExtraKeys.dashboard(token),
    queryFn: ({ signal }) => api.get<DashboardData>(REPORT_DASHBOARD_API.data, { params: { token }, signal }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export const isDashboardCode = (entries: ReportListEntry[] | undefined, code: string | null) =>
  code !== null && (entries ?? []).some((entry) => entry.code === (code as ReportDashboardCode));
