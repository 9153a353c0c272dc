import {
  isAccountForbidden,
  LANGUAGES,
  type Language,
  REPORT_TIME_ZONES,
  type ReportDataRange,
  type ReportTimeZone,
  resolveReportDates,
} from '@beacon/contracts';
import { Alert, Button, Fieldset, Group, Progress, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconFileTypePdf } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { optionLabel } from '../../../lib/format/option-label.ts';
import { useProfile } from '../../../lib/session/use-profile.ts';
import { NoPermission } from '../../../ui/no-permission.tsx';
import { notifyError } from '../../../ui/notify.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useChainOptions } from '../api/use-report-lookups.ts';
import { useCampaignPdf } from '../api/use-report-pdf.ts';
import { ReportDatesFields } from '../components/report-dates-fields.tsx';
import type { ChainChoice } from '../model/report-draft.ts';

const NO_CHOICE: ChainChoice = { advertisers: [], campaigns: [], line_items: [], creatives: [] };

type Draft = {
  campaign: number | null;
  range: ReportDataRange;
  start: string | null;
  end: string | null;
  timeZone: ReportTimeZone;
  language: Language;
};

/** What keeps the request from being sent, by field (the server checks the same and more). */
function draftErrors(draft: Draft): Partial<Record<'campaign' | 'dates', string>> {
  const errors: Partial<Record<'campaign' | 'dates', string>> = {};
  if (draft.campaign === null) errors.campaign = 'report.campaign_required';
  if (draft.range === 'custom') {
    if (!draft.start || !draft.end) errors.dates = 'report.data_range_required';
    else if (draft.end < draft.start) errors.dates = 'report.end_before_start';
  }
  return errors;
}

/**
 * PDFReport (/admin/reporting/pdf_reports, docs/REPORTS.md#pdf): one campaign's delivery report
 * as a PDF — pick the campaign, the dates and the reader's language; the file is saved once the
 * server has written it.
 */
export function PdfReportPage() {
  const { t, i18n } = useTranslation('reports');
  const today = useMemo(() => dayjs().format('YYYY-MM-DD'), []);
  const [draft, setDraft] = useState<Draft>(() => ({
    campaign: null,
    range: 'last_7_days',
    start: null,
    end: null,
    timeZone: 'advertiser',
    language: (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'en',
  }));
  const [tried, setTried] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const profile = useProfile();
  const ability = useAppAbility();
  const campaigns = useChainOptions('campaigns', NO_CHOICE);
  const pdf = useCampaignPdf();
  // The server refuses too; the screen says why instead of offering a form that cannot succeed.
  if (isAccountForbidden(profile.forbidden_accounts, profile.account_id))
    return <NoPermission message={t('pdf.forbidden')} />;
  if (!ability.can('create_report', 'Report')) return <NoPermission message={t('pdf.cannot_create')} />;
  const update = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setSaved(null);
  };
  const errors = tried ? draftErrors(draft) : {};
  const dates = resolveReportDates(
    { report_type: 'campaign', data_range: draft.range, start_date: draft.start, end_date: draft.end },
    today,
  );
  const campaignName = (id: number | null) => campaigns.data?.find((c) => c.id === id)?.name ?? '';

  const submit = () => {
    setTried(true);
    setSaved(null);
    if (Object.keys(draftErrors(draft)).length > 0 || draft.campaign === null) return;
    const campaign = draft.campaign;
    pdf.mutate(
      {
        campaign_id: campaign,
        data_range: draft.range,
        start_date: draft.range === 'custom' ? draft.start : null,
        end_date: draft.range === 'custom' ? draft.end : null,
        time_zone: draft.timeZone,
        language: draft.language,
      },
      {
        onSuccess: () => setSaved(campaignName(campaign)),
        onError: (error) => notifyError(error),
      },
    );
  };

  return (
    <Stack gap="sm">
      <PageHeading title={t('pdf.title')} intro={t('pdf.intro')} />
      <Fieldset legend={t('pdf.section')} variant="filled" p="sm">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
            <Select
              label={t('pdf.campaign')}
              placeholder={t('pdf.choose_campaign')}
              withAsterisk
              searchable
              data={(campaigns.data ?? []).map((c) => ({
                value: String(c.id),
                label: `${optionLabel(c)} (${c.id})`,
              }))}
              value={draft.campaign === null ? null : String(draft.campaign)}
              onChange={(value) => update({ campaign: value ? Number(value) : null })}
              nothingFoundMessage={campaigns.isPending ? t('form.loading') : t('form.nothing_found')}
              comboboxProps={{ withinPortal: true }}
              error={errors.campaign ? translateMessage(errors.campaign) : undefined}
              size="xs"
            />
            <Select
              label={t('pdf.language')}
              withAsterisk
              data={LANGUAGES.map((code) => ({ value: code, label: t(`pdf.languages.${code}`) }))}
              value={draft.language}
              onChange={(value) => value && update({ language: value as Language })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              size="xs"
            />
          </SimpleGrid>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
            <ReportDatesFields
              range={draft.range}
              start={draft.start}
              end={draft.end}
              covers={{ start: dates?.start_date ?? null, end: dates?.end_date ?? null }}
              error={errors.dates}
              maxDate={today}
              onRange={(range) => update({ range })}
              onDates={(d) => update({ start: d.start, end: d.end })}
              coversTestId="pdf-dates"
            />
            <Select
              label={t('form.time_zone')}
              data={REPORT_TIME_ZONES.map((z) => ({ value: z, label: t(`time_zones.${z}`) }))}
              value={draft.timeZone}
              onChange={(value) => value && update({ timeZone: value as ReportTimeZone })}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              size="xs"
            />
          </SimpleGrid>
          <Group>
            <Button
              leftSection={<IconFileTypePdf size={16} />}
              onClick={submit}
              loading={pdf.isPending}
              size="sm"
            >
              {t('pdf.generate')}
            </Button>
          </Group>
        </Stack>
      </Fieldset>
      {pdf.isPending && (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">{t('pdf.generating')}</Text>
          <Progress value={100} animated striped aria-label={t('pdf.generating')} />
        </Stack>
      )}
      {saved !== null && !pdf.isPending && (
        <Alert color="green" icon={<IconCircleCheck size={18} />} role="status" title={t('pdf.saved_title')}>
          {t('pdf.saved', { name: saved })}
        </Alert>
      )}
    </Stack>
  );
}
