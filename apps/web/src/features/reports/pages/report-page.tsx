import {
  REPORT_DASHBOARD_CODES,
  REPORT_LIMITS,
  REPORT_TYPE_CODES,
  type ReportDashboardCode,
  type ReportRequest,
  type ReportTypeCode,
  reportType,
} from '@beacon/contracts';
import { Box, Fieldset, SimpleGrid, Stack, Tabs } from '@mantine/core';
import dayjs from 'dayjs';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { useProfile } from '../../../lib/session/use-profile.ts';
import { notifyError } from '../../../ui/notify.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { useReportLists } from '../api/use-report-dashboards.ts';
import { useReportTypes } from '../api/use-report-lookups.ts';
import { useRunDirectReport, useRunReport } from '../api/use-report-run.ts';
import { DashboardUrlSection } from '../components/dashboard-url-section.tsx';
import { ReportForm } from '../components/report-form.tsx';
import { type Outcome, ReportOutcome } from '../components/report-outcome.tsx';
import { ReportTypeSelect } from '../components/report-type-select.tsx';
import { SchedulerTab } from '../components/scheduler-tab.tsx';
import { chooseType, initialDraft, type ReportDraft, toRequest } from '../model/report-draft.ts';
import { placeErrors, type ReportErrorField, requestErrors } from '../model/report-errors.ts';
import { useDraftForm } from '../model/use-draft-form.ts';

const isTypeCode = (value: string | null): value is ReportTypeCode =>
  value !== null && (REPORT_TYPE_CODES as readonly string[]).includes(value);
const isDashboardCode = (value: string | null): value is ReportDashboardCode =>
  value !== null && (REPORT_DASHBOARD_CODES as readonly string[]).includes(value);

/** Today in the reader's calendar (the date ranges end today). */
const localToday = () => dayjs().format('YYYY-MM-DD');

/** The tabs of the Report screen (`?tab=`); the configuration when the link names none. */
const TABS = ['configuration', 'scheduler'] as const;
type ReportTab = (typeof TABS)[number];

/**
 * Report (/admin/reporting/index, docs/REQUIREMENTS.md#reports): the configuration of a report
 * and, once run, its progress, preview and file (`?type=<code>` preselects a type); and the
 * scheduler tab, which sends a report by e-mail on a schedule (`?tab=scheduler`, with
 * `&schedule=<id>` to edit one, docs/REPORTS.md#schedules).
 */
export function ReportPage() {
  const { t } = useTranslation('reports');
  const ability = useAppAbility();
  const [search, setSearch] = useSearchParams();
  const scheduleId = Number(search.get('schedule')) || null;
  const canSchedule = ability.can(scheduleId === null ? 'schedule_create' : 'schedule_show', 'Report');
  const asked = search.get('tab') as ReportTab | null;
  const tab: ReportTab = asked === 'scheduler' && canSchedule ? 'scheduler' : 'configuration';
  const choose = (next: string | null) =>
    setSearch((params) => {
      const kept = new URLSearchParams(params);
      kept.delete('schedule');
      if (next === 'scheduler') kept.set('tab', 'scheduler');
      else kept.delete('tab');
      return kept;
    });
  return (
    <Stack gap="sm">
      <PageHeading
        title={scheduleId === null ? t('report.title') : t('schedules.edit_title', { id: scheduleId })}
        intro={tab === 'scheduler' ? t('schedules.form.intro') : t('report.intro')}
      />
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="configuration">{t('report.tabs.configuration')}</Tabs.Tab>
          {canSchedule && <Tabs.Tab value="scheduler">{t('report.tabs.scheduler')}</Tabs.Tab>}
        </Tabs.List>
        <Tabs.Panel value="configuration" pt="sm">
          <ConfigurationTab />
        </Tabs.Panel>
        {canSchedule && (
          <Tabs.Panel value="scheduler" pt="sm">
            <SchedulerTab
              scheduleId={scheduleId}
              requestedType={isTypeCode(search.get('type')) ? (search.get('type') as ReportTypeCode) : null}
            />
          </Tabs.Panel>
        )}
      </Tabs>
    </Stack>
  );
}

/**
 * The configuration tab: a report run now, to its preview and file; or, for a dashboard type
 * (`002` §3.2), only the type and the dashboard URL section.
 */
function ConfigurationTab() {
  const { t } = useTranslation('reports');
  const profile = useProfile();
  const ability = useAppAbility();
  const [search] = useSearchParams();
  const today = useMemo(localToday, []);
  const types = useReportTypes();
  const lists = useReportLists(ability.can('create_report', 'Report'));
  const requested = search.get('type');
  const [dashboard, setDashboard] = useState<ReportDashboardCode | null>(
    isDashboardCode(requested) ? requested : null,
  );
  const dashboardEntry = lists.data?.find((entry) => entry.code === dashboard);
  const [draft, setDraft] = useState<ReportDraft>(() => {
    const empty = initialDraft(Number(today.slice(0, 4)), profile.account_id);
    return isTypeCode(requested) ? chooseType(empty, requested, today) : empty;
  });
  // A link to another type (ReportAll_Beta) while the screen is open starts over on that type.
  const shownType = useRef(requested);
  useEffect(() => {
    if (requested === shownType.current) return;
    shownType.current = requested;
    if (isTypeCode(requested)) {
      setDraft((d) => chooseType(d, requested, today));
      setOutcome(null);
    }
  }, [requested, today]);
  // A type the server does not run (an old link) is not kept.
  useEffect(() => {
    const offered = types.data;
    if (offered)
      setDraft((d) =>
        d.report_type && !offered.some((row) => row.code === d.report_type)
          ? { ...d, report_type: null, fieldsFor: null }
          : d,
      );
  }, [types.data]);
  // The account follows the account switcher.
  useEffect(() => setDraft((d) => ({ ...d, account: profile.account_id })), [profile.account_id]);

  const { dimensions, metrics, catalogue, update, handlers } = useDraftForm(draft, setDraft, today);

  const [tried, setTried] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [lastRequest, setLastRequest] = useState<ReportRequest | null>(null);
  const request = toRequest(draft, today);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ReportErrorField, string>>>({});
  const errors = tried ? { ...serverErrors, ...requestErrors(request, today, catalogue) } : {};
  // A refused request's field errors go beside their fields; anything else to the notifier.
  const onRefused = (error: unknown) => {
    const placed = error instanceof ApiError && error.status === 422 ? placeErrors(error.errors) : {};
    setServerErrors(placed);
    notifyError(error);
  };

  // A run moves the screen on to its outcome (progress, then the preview) below the form.
  const outcomeTop = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) outcomeTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  }, [outcome]);

  const run = useRunReport();
  const direct = useRunDirectReport();
  const send = (body: ReportRequest) => {
    if (!body.report_type) return;
    setLastRequest(body);
    setOutcome(null);
    if (reportType(body.report_type).kind === 'direct') {
      direct.mutate(body, {
        onSuccess: (answer) =>
          setOutcome(
            answer.kind === 'file'
              ? { kind: 'direct_saved' }
              : answer.status === REPORT_LIMITS.rowLimitStatus
                ? { kind: 'row_limit', limit: answer.rowLimit ?? REPORT_LIMITS.directRows }
                : { kind: 'no_data' },
          ),
        // A direct report with no rows answers 404 `report.empty`: the same notice as a job's.
        onError: (error) =>
          error instanceof ApiError && error.code === 'report.empty'
            ? setOutcome({ kind: 'no_data' })
            : onRefused(error),
      });
      return;
    }
    const startedAt = Date.now();
    run.mutate(body, {
      onSuccess: (answer) =>
        setOutcome(
          answer.no_data || answer.report_job_id === null
            ? { kind: 'no_data' }
            : { kind: 'job', id: answer.report_job_id, type: body.report_type, startedAt },
        ),
      onError: onRefused,
    });
  };
  const onSubmit = () => {
    setTried(true);
    setServerErrors({});
    if (Object.keys(requestErrors(request, today, catalogue)).length > 0) return;
    send(request);
  };

  const onType = (code: ReportTypeCode) => {
    update((d) => chooseType(d, code, today));
    setTried(false);
    // The last run's preview belongs to the type it was run with.
    setOutcome(null);
  };
  const typeSelect = (
    <ReportTypeSelect
      types={types.data}
      dashboards={lists.data}
      value={dashboard ?? draft.report_type}
      onChange={(code) => {
        if (isDashboardCode(code)) {
          setDashboard(code);
          setOutcome(null);
          return;
        }
        setDashboard(null);
        if (isTypeCode(code)) onType(code);
      }}
      error={errors.report_type}
    />
  );

  if (dashboardEntry)
    return (
      <Stack gap="sm">
        <Fieldset legend={t('form.report_type')} variant="filled" p="sm">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            {typeSelect}
          </SimpleGrid>
        </Fieldset>
        <DashboardUrlSection key={dashboardEntry.code} entry={dashboardEntry} />
      </Stack>
    );

  return (
    <Stack gap="sm">
      <ReportForm
        draft={draft}
        today={today}
        types={types.data}
        errors={errors}
        running={run.isPending || direct.isPending}
        canRun={ability.can('create_report', 'Report')}
        onSubmit={onSubmit}
        onType={onType}
        typePicker={typeSelect}
        {...handlers}
      />
      {outcome && (
        <Box ref={outcomeTop} style={{ scrollMarginTop: 'var(--app-shell-header-offset, 0rem)' }}>
          <ReportOutcome
            // A new run starts its own follow-up.
            key={outcome.kind === 'job' ? outcome.id : outcome.kind}
            outcome={outcome}
            dimensions={dimensions.data ?? []}
            metrics={metrics.data ?? []}
            onAgain={() => lastRequest && send(lastRequest)}
          />
        </Box>
      )}
    </Stack>
  );
}
