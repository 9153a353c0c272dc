import { SEGMENT_UPLOAD_MAX_KEPT_ERRORS, type SegmentUploadDetail } from '@beacon/contracts';
import { Alert, Code, Drawer, Group, Loader, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format/date.ts';
import { formatNumber } from '../../../lib/format/number.ts';
import { useSegmentUpload } from '../api/use-segment-upload.ts';
import { UploadStatus } from '../table/upload-status.tsx';

/** One upload: its counts, why it failed, and the refused lines with their numbers and reasons. */
export function UploadDetailDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const { t } = useTranslation('segmentUploads');
  const detail = useSegmentUpload(id);
  const upload = detail.data;
  return (
    <Drawer
      opened={id !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={upload ? t('detail.title', { file: upload.file_name }) : t('detail.loading')}
      closeButtonProps={{ 'aria-label': t('detail.close') }}
    >
      {!upload ? (
        <Group justify="center" p="lg">
          <Loader size="sm" />
        </Group>
      ) : (
        <UploadDetail upload={upload} />
      )}
    </Drawer>
  );
}

function UploadDetail({ upload }: { upload: SegmentUploadDetail }) {
  const { t, i18n } = useTranslation('segmentUploads');
  const n = (v: number) => formatNumber(v, i18n.language);
  const facts: [string, ReactNode][] = [
    [t('fields.status'), <UploadStatus key="status" upload={upload} />],
    [t('fields.segments'), upload.segments.map((s) => s.name).join(', ')],
    [t('fields.lines'), n(upload.lines)],
    [t('fields.accepted'), n(upload.accepted)],
    [t('fields.invalid'), n(upload.invalid)],
    [t('fields.duplicates'), n(upload.duplicates)],
    [t('fields.user_name'), upload.user_name || '—'],
    [t('fields.created_at'), formatDateTime(upload.created_at)],
  ];
  return (
    <Stack gap="md">
      <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
        {facts.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed">
              {label}
            </Text>
            <Text size="sm" component="div">
              {value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
      {upload.status === 'failed' && upload.failure_reason && (
        <Alert color="red" icon={<IconAlertTriangle size={16} />} title={t('status.failed')}>
          {t(`failure.${upload.failure_reason}`)}
        </Alert>
      )}
      <div>
        <Text size="sm" fw={600} mb={4}>
          {t('detail.errors_title')}
        </Text>
        {upload.errors.length === 0 ? (
          <Text size="sm" c="dimmed">
            {upload.status === 'processing' ? t('detail.errors_later') : t('detail.no_errors')}
          </Text>
        ) : (
          <>
            {upload.invalid > upload.errors.length && (
              <Text size="xs" c="dimmed" mb={4}>
                {t('detail.errors_kept', {
                  kept: n(SEGMENT_UPLOAD_MAX_KEPT_ERRORS),
                  total: n(upload.invalid),
                })}
              </Text>
            )}
            <Table striped withTableBorder fz="xs" verticalSpacing={2} aria-label={t('detail.errors_title')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={70}>{t('detail.line')}</Table.Th>
                  <Table.Th>{t('detail.reason')}</Table.Th>
                  <Table.Th>{t('detail.value')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {upload.errors.map((error) => (
                  <Table.Tr key={error.line}>
                    <Table.Td>{n(error.line)}</Table.Td>
                    <Table.Td>{t(`line.${error.reason}`)}</Table.Td>
                    <Table.Td>
                      <Code fz="xs" style={{ wordBreak: 'break-all' }}>
                        {error.value}
                      </Code>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </>
        )}
      </div>
    </Stack>
  );
}
