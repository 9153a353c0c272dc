import type { DashboardUrl, ReportListEntry } from '@beacon/contracts';
import {
  Alert,
  Button,
  CopyButton,
  Fieldset,
  Group,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCheck, IconCopy, IconExternalLink, IconLink } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { ApiError } from '../../../lib/api/api-error.ts';
import { notifyError } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useDashboardUrl } from '../api/use-report-dashboards.ts';
import { useChainOptions } from '../api/use-report-lookups.ts';
import type { ChainChoice } from '../model/report-draft.ts';

const NO_CHOICE: ChainChoice = { advertisers: [], campaigns: [], line_items: [], creatives: [] };

/**
 * The dashboard URL section of a dashboard type (docs/REPORTS.md#dashboards): the campaign (and,
 * for the partial report, its days), then the signed URL with copy and open, and until when it
 * opens. Without `Report:generate_looker_url` it says so instead.
 */
export function DashboardUrlSection({ entry }: { entry: ReportListEntry }) {
  const { t, i18n } = useTranslation('reports');
  const ability = useAppAbility();
  const campaigns = useChainOptions('campaigns', NO_CHOICE);
  const generate = useDashboardUrl();
  const [campaign, setCampaign] = useState<number | null>(null);
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const [signed, setSigned] = useState<DashboardUrl | null>(null);
  const partial = entry.code === 'partial_report';
  const missing = {
    campaign: campaign === null ? 'report.campaign_required' : undefined,
    dates: partial && (!start || !end) ? 'report.data_range_required' : undefined,
  };
  const shown = (key: string | undefined) => (tried && key ? translateMessage(key) : undefined);

  if (!ability.can('generate_looker_url', 'Report'))
    return (
      <Alert color="red" title={t('dashboards.section')} role="alert">
        {t('dashboards.denied')}
      </Alert>
    );

  const submit = () => {
    setTried(true);
    setSigned(null);
    if (campaign === null || missing.dates) return;
    generate.mutate(
      { entry, campaign_id: campaign, ...(partial ? { start_date: start!, end_date: end! } : {}) },
      {
        onSuccess: setSigned,
        onError: (error) =>
          notifyError(
            error instanceof ApiError && error.status === 403 ? new Error(t('dashboards.denied')) : error,
          ),
      },
    );
  };

  return (
    <Fieldset legend={t('dashboards.section')} variant="filled" p="sm">
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t(`dashboards.about.${entry.code}`)}
        </Text>
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm" verticalSpacing="xs">
          <Select
            label={t('pdf.campaign')}
            placeholder={t('pdf.choose_campaign')}
            withAsterisk
            searchable
            data={(campaigns.data ?? []).map((c) => ({ value: String(c.id), label: `${c.name} (${c.id})` }))}
            value={campaign === null ? null : String(campaign)}
            onChange={(value) => {
              setCampaign(value ? Number(value) : null);
              setSigned(null);
            }}
            nothingFoundMessage={campaigns.isPending ? t('form.loading') : t('form.nothing_found')}
            comboboxProps={{ withinPortal: true }}
            error={shown(missing.campaign)}
            size="xs"
          />
          {partial && (
            <>
              <DatePickerInput
                label={t('form.start_date')}
                withAsterisk
                valueFormat="YYYY-MM-DD"
                firstDayOfWeek={1}
                value={start}
                onChange={(value) => setStart(value || null)}
                maxDate={end ?? undefined}
                popoverProps={{ withinPortal: true }}
                error={!start ? shown(missing.dates) : undefined}
                size="xs"
              />
              <DatePickerInput
                label={t('form.end_date')}
                withAsterisk
                valueFormat="YYYY-MM-DD"
                firstDayOfWeek={1}
                value={end}
                onChange={(value) => setEnd(value || null)}
                minDate={start ?? undefined}
                popoverProps={{ withinPortal: true }}
                error={start && !end ? shown(missing.dates) : undefined}
                size="xs"
              />
            </>
          )}
        </SimpleGrid>
        <Group>
          <Button
            leftSection={<IconLink size={16} />}
            onClick={submit}
            loading={generate.isPending}
            size="sm"
          >
            {t('dashboards.generate')}
          </Button>
        </Group>
        {signed && (
          <Stack gap={6} role="status" aria-live="polite">
            <TextInput
              label={t('dashboards.url')}
              value={signed.url}
              readOnly
              onFocus={(e) => e.currentTarget.select()}
              size="xs"
            />
            <Group justify="space-between" wrap="wrap">
              <Text size="xs" c="dimmed" data-testid="dashboard-expiry">
                {t('dashboards.expires', {
                  time: dayjs(signed.expires_at).toDate().toLocaleTimeString(i18n.language),
                  minutes: Math.round(signed.expires_in / 60),
                })}
              </Text>
              <Group gap="xs">
                <CopyButton value={signed.url}>
                  {({ copied, copy }) => (
                    <Button
                      size="xs"
                      variant={copied ? 'light' : 'default'}
                      color={copied ? 'teal' : undefined}
                      leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                      onClick={copy}
                    >
                      {copied ? t('dashboards.copied') : t('dashboards.copy')}
                    </Button>
                  )}
                </CopyButton>
                <Button
                  size="xs"
                  component="a"
                  href={signed.url}
                  target="_blank"
                  rel="noopener"
                  leftSection={<IconExternalLink size={14} />}
                >
                  {t('dashboards.open')}
                </Button>
              </Group>
            </Group>
          </Stack>
        )}
      </Stack>
    </Fieldset>
  );
}
