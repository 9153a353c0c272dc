import {
  REPORT_ON_DEMAND,
  REPORT_ON_DEMAND_CODES,
  REPORT_TYPES,
  type ReportOnDemandCode,
  type ReportTypeCode,
} from '@beacon/contracts';
import { Alert, Button, Select, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useProfile } from '../../../lib/session/use-profile.ts';
import { NoPermission } from '../../../ui/no-permission.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useReportTypes } from '../api/use-report-lookups.ts';
import { useCreateOnDemand } from '../api/use-report-mutations.ts';
import { ReportForm } from '../components/report-form.tsx';
import { chooseType, initialDraft, type ReportDraft, toRequest } from '../model/report-draft.ts';
import { requestErrors } from '../model/report-errors.ts';
import { useDraftForm } from '../model/use-draft-form.ts';
import { reportsPaths } from '../paths.ts';

/** The report type each on-demand type runs (docs/REQUIREMENTS.md#reports). */
export const onDemandReportType = (code: ReportOnDemandCode): ReportTypeCode =>
  REPORT_TYPES.find((type) => type.onDemand === code)!.code;

/**
 * ReportOnDemandCreate (/admin/reportingOnDemand/create, docs/REQUIREMENTS.md#reports): an
 * on-demand report of one of the four types the caller may ask for, with its parameters; back to
 * the index once asked.
 */
export function OnDemandCreatePage() {
  const { t } = useTranslation('reports');
  const ability = useAppAbility();
  const profile = useProfile();
  const navigate = useNavigate();
  const today = useMemo(() => dayjs().format('YYYY-MM-DD'), []);
  const allowed = REPORT_ON_DEMAND_CODES.filter((code) => ability.can(REPORT_ON_DEMAND[code], 'Report'));
  const [code, setCode] = useState<ReportOnDemandCode | null>(null);
  const [draft, setDraft] = useState<ReportDraft>(() =>
    initialDraft(Number(today.slice(0, 4)), profile.account_id),
  );
  const [tried, setTried] = useState(false);
  const [noData, setNoData] = useState(false);
  // The types the server runs: an on-demand type whose report it does not run cannot be asked for.
  const offered = new Set((useReportTypes().data ?? []).map((row) => row.code));
  const { catalogue, update, handlers } = useDraftForm(draft, setDraft, today);
  const create = useCreateOnDemand();

  if (allowed.length === 0) return <NoPermission message={t('on_demand.cannot_create')} />;

  const request = toRequest(draft, today);
  const errors = tried ? requestErrors(request, today, catalogue) : {};
  const typeError = tried && code === null ? 'report.type_invalid' : undefined;
  const submit = () => {
    setTried(true);
    if (code === null || Object.keys(requestErrors(request, today, catalogue)).length > 0) return;
    const { report_type: _type, ...parameters } = request;
    create.mutate(
      { report_type: code, parameters },
      {
        onSuccess: (answer) => {
          if (answer.no_data || answer.report_job_id === null) {
            setNoData(true);
            return;
          }
          notifySuccess('reports:messages.on_demand_created', { id: answer.report_job_id });
          void navigate(reportsPaths.onDemand);
        },
        onError: (error) => notifyError(error),
      },
    );
  };
  return (
    <Stack gap="sm">
      <PageHeading title={t('on_demand.create_title')} intro={t('on_demand.create_intro')} />
      <ReportForm
        draft={draft}
        today={today}
        types={undefined}
        errors={errors}
        running={create.isPending}
        canRun
        onSubmit={submit}
        submitLabel={t('on_demand.submit')}
        actions={
          <Button component={Link} to={reportsPaths.onDemand} variant="default">
            {t('email.cancel')}
          </Button>
        }
        typePicker={
          <Select
            label={t('on_demand.type')}
            placeholder={t('form.choose_type')}
            withAsterisk
            data={REPORT_ON_DEMAND_CODES.map((c) => ({
              value: c,
              label: t(`on_demand.types.${c}`),
              disabled: !allowed.includes(c) || !offered.has(onDemandReportType(c)),
            }))}
            value={code}
            onChange={(value) => {
              if (!value) return;
              const next = value as ReportOnDemandCode;
              setCode(next);
              setTried(false);
              setNoData(false);
              update((d) => chooseType(d, onDemandReportType(next), today));
            }}
            allowDeselect={false}
            comboboxProps={{ withinPortal: true }}
            error={typeError ? translateMessage(typeError) : undefined}
            size="xs"
          />
        }
        onType={(type) => update((d) => chooseType(d, type, today))}
        {...handlers}
      />
      {noData && (
        <Alert
          color="yellow"
          icon={<IconInfoCircle size={18} />}
          title={t('result.no_data_title')}
          role="status"
        >
          {t('result.no_data')}
        </Alert>
      )}
      {code === null && (
        <Button component={Link} to={reportsPaths.onDemand} variant="default" w="fit-content">
          {t('email.cancel')}
        </Button>
      )}
    </Stack>
  );
}
