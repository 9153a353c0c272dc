import {
  BULK_CSV_COLUMNS,
  BULK_LIMITS,
  type BulkResult,
  type BulkTemplate,
  CREATIVE_ASSET_API,
} from '@beacon/contracts';
import {
  Button,
  Code,
  FileInput,
  Group,
  Input,
  Paper,
  Progress,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { IconDownload, IconFileSpreadsheet, IconFileZip, IconUpload } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { isApiError } from '../../../lib/api/api-error.ts';
import { api } from '../../../lib/api/client.ts';
import { uploadWithProgress } from '../../../lib/api/upload-with-progress.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { NoPermission } from '../../../ui/no-permission.tsx';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useAdvertiserOptions } from '../../advertisers/api/use-advertiser.ts';
import { creativeKeys } from '../api/creative-keys.ts';
import { BulkResultTable } from '../bulk/bulk-result.tsx';

type FileErrors = { zip?: string; csv?: string; advertiser_id?: string };

const firstError = (errors: Record<string, string[] | undefined>, field: string) => {
  const key = errors[field]?.[0];
  return key ? translateMessage(key) : undefined;
};

/**
 * Bulk creative upload (/admin/creatives/bulk): a .zip of assets and a .csv of rows
 * (docs/REQUIREMENTS.md#creatives). Valid rows are created, invalid rows are skipped, and every row's outcome
 * is listed.
 */
export function CreativeBulkPage() {
  const { t, i18n } = useTranslation('creatives');
  const ability = useAppAbility();
  const client = useQueryClient();
  const advertisers = useAdvertiserOptions();
  const [template, setTemplate] = useState<BulkTemplate>('image');
  const [advertiserId, setAdvertiserId] = useState<string | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [csv, setCsv] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [errors, setErrors] = useState<FileErrors>({});
  const [result, setResult] = useState<BulkResult | null>(null);

  if (!ability.can('create_creative_bulk', 'Creative'))
    return <NoPermission message={t('bulk.no_permission')} />;

  const columns = BULK_CSV_COLUMNS[template];

  const upload = async () => {
    const missing: FileErrors = {};
    if (!zip) missing.zip = translateMessage('creative_bulk.zip_required');
    if (!csv) missing.csv = translateMessage('creative_bulk.csv_required');
    setErrors(missing);
    if (!zip || !csv) return;
    const form = new FormData();
    // Fields first: the server reads the parts in order.
    form.set('template', template);
    if (advertiserId) form.set('advertiser_id', advertiserId);
    form.set('zip', zip);
    form.set('csv', csv);
    setResult(null);
    setProgress(0);
    try {
      const answer = await uploadWithProgress<BulkResult>(CREATIVE_ASSET_API.bulk, form, {
        onProgress: setProgress,
      });
      setResult(answer);
      if (answer.created > 0) {
        notifySuccess('creative_bulk.done');
        void client.invalidateQueries({ queryKey: creativeKeys.lists() });
      }
    } catch (error) {
      if (isApiError(error) && Object.keys(error.errors).length > 0) {
        setErrors({
          zip: firstError(error.errors, 'zip'),
          csv: firstError(error.errors, 'csv'),
          advertiser_id: firstError(error.errors, 'advertiser_id'),
        });
        if (!['zip', 'csv', 'advertiser_id'].some((f) => f in error.errors)) notifyError(error);
      } else notifyError(error);
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="sm" maw={1180}>
      <PageHeading title={t('bulk.title')} intro={t('bulk.intro')} />
      <Paper
        withBorder
        p="md"
        radius="md"
        component="form"
        aria-label={t('bulk.title')}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void upload();
        }}
      >
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <Select
              label={t('fields.advertiser_id')}
              description={t('bulk.advertiser_hint')}
              data={(advertisers.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
              value={advertiserId}
              onChange={setAdvertiserId}
              placeholder={t('form.choose')}
              searchable
              clearable
              error={errors.advertiser_id}
              comboboxProps={{ withinPortal: true }}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <Input.Wrapper label={t('bulk.template')} id="bulk-template">
              <SegmentedControl
                aria-label={t('bulk.template')}
                fullWidth
                value={template}
                onChange={(value) => setTemplate(value as BulkTemplate)}
                data={[
                  { value: 'image', label: t('bulk.templates.image') },
                  { value: 'script_tag', label: t('bulk.templates.script_tag') },
                ]}
              />
            </Input.Wrapper>
          </SimpleGrid>
          <Paper withBorder radius="sm" p="sm" bg="var(--mantine-color-default-hover)">
            <Group justify="space-between" align="flex-start" gap="sm">
              <Stack gap={4} style={{ flex: 1 }}>
                <Text size="sm" fw={500}>
                  {t('bulk.columns_title')}
                </Text>
                <Text size="xs">
                  {t('bulk.required_columns')} <Code>{columns.required.join(', ')}</Code>
                </Text>
                <Text size="xs">
                  {t('bulk.optional_columns')} <Code>{columns.optional.join(', ')}</Code>
                </Text>
                <Text size="xs" c="dimmed">
                  {t(`bulk.rules.${template}`, { rows: formatNumber(BULK_LIMITS.maxRows, i18n.language) })}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="default"
                leftSection={<IconDownload size={14} />}
                onClick={() =>
                  void api
                    .download(
                      CREATIVE_ASSET_API.bulkSample(template),
                      undefined,
                      `creatives-bulk-${template}.csv`,
                    )
                    .catch(notifyError)
                }
              >
                {t('bulk.sample')}
              </Button>
            </Group>
          </Paper>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <FileInput
              label={t('bulk.zip')}
              description={t('bulk.zip_hint')}
              placeholder={t('bulk.choose_zip')}
              accept=".zip,application/zip"
              leftSection={<IconFileZip size={16} />}
              value={zip}
              onChange={setZip}
              clearable
              withAsterisk
              error={errors.zip}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <FileInput
              label={t('bulk.csv')}
              description={t('bulk.csv_hint')}
              placeholder={t('bulk.choose_csv')}
              accept=".csv,text/csv"
              leftSection={<IconFileSpreadsheet size={16} />}
              value={csv}
              onChange={setCsv}
              clearable
              withAsterisk
              error={errors.csv}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          </SimpleGrid>
          {progress !== null && (
            <Stack gap={2}>
              <Progress
                value={Math.round(progress * 100)}
                size="md"
                animated
                aria-label={t('upload.progress')}
              />
              <Text size="xs" c="dimmed">
                {progress < 1
                  ? t('bulk.uploading', { percent: Math.round(progress * 100) })
                  : t('bulk.processing')}
              </Text>
            </Stack>
          )}
          <Group justify="flex-end">
            <Button type="submit" leftSection={<IconUpload size={14} />} loading={progress !== null}>
              {t('bulk.submit')}
            </Button>
          </Group>
        </Stack>
      </Paper>
      {result && <BulkResultTable result={result} />}
    </Stack>
  );
}
