import type { SegmentUpload } from '@beacon/contracts';
import { Badge, Group, Progress, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<SegmentUpload['status'], string> = {
  processing: 'blue',
  completed: 'teal',
  failed: 'red',
};

/** The share of the file read so far, 0 to 100. */
export const readPercent = (upload: Pick<SegmentUpload, 'bytes' | 'bytes_processed'>) =>
  upload.bytes > 0 ? Math.min(100, Math.floor((upload.bytes_processed / upload.bytes) * 100)) : 0;

/** The status of an upload: a badge, with the reading progress while it is processed. */
export function UploadStatus({ upload }: { upload: SegmentUpload }) {
  const { t } = useTranslation('segmentUploads');
  const badge = (
    <Badge size="xs" variant="light" color={COLORS[upload.status]}>
      {t(`status.${upload.status}`)}
    </Badge>
  );
  if (upload.status === 'processing') {
    // While the file is read, the share read so far says more than the badge.
    const percent = readPercent(upload);
    return (
      <Group gap={6} wrap="nowrap" title={t('status.processing')}>
        <Progress value={percent} size="sm" w={70} animated aria-label={t('progress', { percent })} />
        <Text span fz="inherit" c="blue">
          {percent} %
        </Text>
      </Group>
    );
  }
  if (upload.status === 'failed' && upload.failure_reason) {
    return (
      <Tooltip label={t(`failure.${upload.failure_reason}`)} withinPortal>
        {badge}
      </Tooltip>
    );
  }
  return badge;
}
