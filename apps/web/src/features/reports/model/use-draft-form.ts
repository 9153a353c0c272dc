import type { ReportDataRange } from '@beacon/contracts';
import { type Dispatch, type SetStateAction, useCallback, useEffect } from 'react';
import { useReportFields } from '../api/use-report-lookups.ts';
import {
  applyFieldDefaults,
  type ChainLevel,
  chooseRange,
  chooseYear,
  pruneChain,
  type ReportDraft,
  setChain,
} from './report-draft.ts';

/**
 * What every screen editing a report draft shares (docs/REQUIREMENTS.md#reports): the type's dimensions
 * and metrics with their defaults applied, the catalogue the draft is checked against, and the form's
 * handlers for year, range, fields and the account chain.
 */
export function useDraftForm(
  draft: ReportDraft,
  setDraft: Dispatch<SetStateAction<ReportDraft>>,
  today: string,
) {
  const dimensions = useReportFields('dimensions', draft.report_type);
  const metrics = useReportFields('metrics', draft.report_type);
  useEffect(() => {
    if (dimensions.data && metrics.data)
      setDraft((d) => applyFieldDefaults(d, dimensions.data ?? [], metrics.data ?? []));
  }, [dimensions.data, metrics.data, setDraft]);
  const update = useCallback((next: (d: ReportDraft) => ReportDraft) => setDraft(next), [setDraft]);
  const onChain = useCallback(
    (level: ChainLevel, ids: number[]) => update((d) => setChain(d, level, ids)),
    [update],
  );
  const onPrune = useCallback(
    (level: ChainLevel, offered: number[]) => update((d) => pruneChain(d, level, offered)),
    [update],
  );
  const catalogue = {
    dimensions: (dimensions.data ?? []).map((f) => f.code),
    metrics: (metrics.data ?? []).map((f) => f.code),
  };
  const handlers = {
    onYear: (year: number) => update((d) => chooseYear(d, year, today)),
    onRange: (range: ReportDataRange) => update((d) => chooseRange(d, range, today)),
    onChange: (patch: Partial<ReportDraft>) => update((d) => ({ ...d, ...patch })),
    onChain,
    onPrune,
  };
  return { dimensions, metrics, catalogue, update, handlers };
}
