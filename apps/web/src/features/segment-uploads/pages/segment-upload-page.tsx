import { SEGMENT_UPLOAD_API, type SegmentUpload } from '@beacon/contracts';
import { Alert, Title } from '@mantine/core';
import { IconListDetails, IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { DataGrid, ListPage, type RowAction, useListQuery } from '../../../ui/data-grid/index.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { segmentUploadKeys } from '../api/segment-upload-keys.ts';
import { POLL_MS } from '../api/use-segment-upload.ts';
import { UploadDetailDrawer } from '../components/upload-detail-drawer.tsx';
import { SegmentUploadForm } from '../form/segment-upload-form.tsx';
import { useUploadColumns } from '../table/use-upload-columns.tsx';

/**
 * SegmentUploadCreate (/admin/segmentUpload/create): the upload form and, below it, the account's
 * uploads with their status and counts. Uploads being read are polled, so their progress and
 * counts move on screen; a row opens its detail with the refused lines.
 */
export function SegmentUploadPage() {
  const { t } = useTranslation('segmentUploads');
  const ability = useAppAbility();
  const canList = ability.can('upload_index', 'Segment');
  const canUpload = ability.can('upload_create', 'Segment');

  return (
    <ListPage>
      <PageHeading title={t('title')} intro={t('intro')} />
      {canList ? (
        <UploadsWithList canUpload={canUpload} />
      ) : (
        <>
          {canUpload && <SegmentUploadForm onUploaded={() => {}} />}
          <Alert color="orange" icon={<IconLock size={18} />} role="alert" maw={640}>
            {t('list.no_permission')}
          </Alert>
        </>
      )}
    </ListPage>
  );
}

function UploadsWithList({ canUpload }: { canUpload: boolean }) {
  const { t } = useTranslation('segmentUploads');
  const client = useQueryClient();
  const [open, setOpen] = useState<number | null>(null);
  const list = useListQuery<SegmentUpload>({
    path: SEGMENT_UPLOAD_API.list,
    keys: segmentUploadKeys,
    defaults: { sort: 'id', order: 'desc' },
  });
  const columns = useUploadColumns();
  const reading = list.query.data?.data.some((row) => row.status === 'processing') ?? false;

  // While an upload on the page is being read, ask again so its progress and counts move.
  useEffect(() => {
    if (!reading) return;
    const timer = setInterval(
      () => void client.invalidateQueries({ queryKey: segmentUploadKeys.lists() }),
      POLL_MS,
    );
    return () => clearInterval(timer);
  }, [reading, client]);

  const actions: RowAction<SegmentUpload>[] = [
    {
      key: 'detail',
      labelKey: 'segmentUploads:detail.action',
      icon: <IconListDetails size={16} />,
      onClick: (row) => setOpen(row.id),
    },
  ];
  const rowLabel = useCallback((row: SegmentUpload) => row.file_name, []);

  return (
    <>
      {canUpload && (
        <SegmentUploadForm
          onUploaded={() => void client.invalidateQueries({ queryKey: segmentUploadKeys.lists() })}
        />
      )}
      <DataGrid<SegmentUpload>
        listKey="segment_uploads"
        label={t('list.title')}
        title={
          <Title order={2} size="h4">
            {t('list.title')}
          </Title>
        }
        columns={columns}
        list={list}
        rowLabel={rowLabel}
        actions={actions}
        onRowOpen={(row) => setOpen(row.id)}
        downloadable={false}
      />
      <UploadDetailDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
}
