import type { ReportSchedule, ReportTypeCode } from '@beacon/contracts';
import { Alert, Button, Loader, Stack } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useProfile } from '../../../lib/session/use-profile.ts';
import { notifyError } from '../../../ui/notify.ts';
import { useReportTypes } from '../api/use-report-lookups.ts';
import { useSaveSchedule, useSchedule } from '../api/use-report-schedules.ts';
import { chooseType, initialDraft, type ReportDraft, toRequest } from '../model/report-draft.ts';
import { placeErrors, type ReportErrorField, requestErrors } from '../model/report-errors.ts';
import {
  browserTimeZone,
  fromSchedule,
  initialSchedule,
  placeScheduleErrors,
  type ScheduleDraft,
  type ScheduleErrorField,
  scheduleErrors,
  toScheduleRequest,
} from '../model/schedule-draft.ts';
import { useDraftForm } from '../model/use-draft-form.ts';
import { reportsPaths } from '../paths.ts';
import { ReportForm } from './report-form.tsx';
import { ScheduleFields } from './schedule-fields.tsx';

/**
 * The Report screen's scheduler tab (docs/REPORTS.md#schedules): when and to whom the report is
 * sent, then the report itself with the configuration's own sections (type, filters, dimensions,
 * metrics). With `scheduleId` it edits that schedule; saving goes to the schedules list.
 */
export function SchedulerTab({
  scheduleId,
  requestedType,
}: {
  scheduleId: number | null;
  /** A type a new schedule starts with (`?type=`). */
  requestedType: ReportTypeCode | null;
}) {
  const existing = useSchedule(scheduleId);
  const { t } = useTranslation('reports');
  if (scheduleId !== null && existing.isPending) return <Loader size="sm" />;
  if (scheduleId !== null && existing.isError)
    return (
      <Alert color="red" p="xs">
        {t('schedules.not_found')}
      </Alert>
    );
  // A fresh form per schedule: its saved values are the starting state.
  return (
    <ScheduleForm
      key={scheduleId ?? 'new'}
      scheduleId={scheduleId}
      saved={existing.data ?? null}
      requestedType={requestedType}
    />
  );
}

function ScheduleForm({
  scheduleId,
  saved,
  requestedType,
}: {
  scheduleId: number | null;
  saved: ReportSchedule | null;
  requestedType: ReportTypeCode | null;
}) {
  const { t } = useTranslation('reports');
  const profile = useProfile();
  const ability = useAppAbility();
  const navigate = useNavigate();
  const today = useMemo(() => dayjs().format('YYYY-MM-DD'), []);
  const types = useReportTypes();
  const start = useMemo(() => (saved ? fromSchedule(saved, today) : null), [saved, today]);
  const [draft, setDraft] = useState<ReportDraft>(() => {
    if (start) return start.draft;
    const empty = initialDraft(Number(today.slice(0, 4)), profile.account_id);
    return requestedType ? chooseType(empty, requestedType, today) : empty;
  });
  const [schedule, setSchedule] = useState<ScheduleDraft>(
    () => start?.schedule ?? initialSchedule(today, browserTimeZone()),
  );
  // A new schedule follows the account switcher, as the configuration does.
  useEffect(() => {
    if (scheduleId === null) setDraft((d) => ({ ...d, account: profile.account_id }));
  }, [profile.account_id, scheduleId]);

  const { catalogue, update, handlers } = useDraftForm(draft, setDraft, today);
  const [tried, setTried] = useState(false);
  const [serverReport, setServerReport] = useState<Partial<Record<ReportErrorField, string>>>({});
  const [serverSchedule, setServerSchedule] = useState<Partial<Record<ScheduleErrorField, string>>>({});
  const request = toRequest(draft, today);
  const body = toScheduleRequest(request, schedule);
  const reportErrors = tried ? { ...serverReport, ...requestErrors(request, today, catalogue) } : {};
  const timingErrors = tried ? { ...serverSchedule, ...scheduleErrors(body) } : {};

  const save = useSaveSchedule();
  const canSave = ability.can(scheduleId === null ? 'schedule_create' : 'schedule_update', 'Report');
  const onSubmit = () => {
    setTried(true);
    setServerReport({});
    setServerSchedule({});
    const blocked =
      Object.keys(requestErrors(request, today, catalogue)).length > 0 ||
      Object.keys(scheduleErrors(body)).length > 0;
    if (blocked) return;
    save.mutate(
      { id: scheduleId, body },
      {
        onSuccess: () => navigate(reportsPaths.schedules),
        onError: (error) => {
          if (error instanceof ApiError && error.status === 422) {
            setServerReport(placeErrors(error.errors));
            setServerSchedule(placeScheduleErrors(error.errors));
          }
          notifyError(error);
        },
      },
    );
  };

  return (
    <Stack gap="sm">
      <ScheduleFields
        value={schedule}
        onChange={(patch) => setSchedule((s) => ({ ...s, ...patch }))}
        errors={timingErrors}
        nextRun={saved?.status === 'inactive' ? null : saved?.next_run_at}
      />
      <ReportForm
        draft={draft}
        today={today}
        types={types.data}
        errors={reportErrors}
        running={save.isPending}
        canRun={canSave}
        onSubmit={onSubmit}
        submitLabel={t('schedules.form.save')}
        submitIcon={<IconDeviceFloppy size={14} />}
        cannotRunText={t('schedules.form.cannot_save')}
        actions={
          <Button component={Link} to={reportsPaths.schedules} variant="default">
            {t('schedules.form.cancel')}
          </Button>
        }
        onType={(code) => {
          update((d) => chooseType(d, code, today));
          setTried(false);
        }}
        {...handlers}
      />
    </Stack>
  );
}
