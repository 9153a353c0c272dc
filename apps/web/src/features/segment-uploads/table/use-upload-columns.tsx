import { SEGMENT_UPLOAD_STATUSES, type SegmentUpload } from '@beacon/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/format/number.ts';
import type { GridColumn } from '../../../ui/data-grid/index.ts';
import { UploadStatus } from './upload-status.tsx';

const count = (n: number, language: string) => formatNumber(n, language);

/** Columns of the upload list: file, segments, status and the counts, newest first. */
export function useUploadColumns(): GridColumn<SegmentUpload>[] {
  const { t, i18n } = useTranslation('segmentUploads');
  const language = i18n.language;
  return useMemo<GridColumn<SegmentUpload>[]>(
    () => [
      {
        accessor: 'id',
        titleKey: 'segmentUploads:fields.id',
        fixed: true,
        sortable: true,
        width: 'identifier',
      },
      {
        accessor: 'file_name',
        titleKey: 'segmentUploads:fields.file_name',
        fixed: true,
        sortable: true,
        filter: { type: 'text' },
      },
      {
        accessor: 'segments',
        titleKey: 'segmentUploads:fields.segments',
        render: (row) => row.segments.map((s) => s.name).join(', '),
      },
      {
        accessor: 'status',
        titleKey: 'segmentUploads:fields.status',
        sortable: true,
        width: 140,
        filter: {
          type: 'select',
          options: SEGMENT_UPLOAD_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) })),
        },
        render: (row) => <UploadStatus upload={row} />,
      },
      ...(['lines', 'accepted', 'invalid', 'duplicates'] as const).map(
        (field): GridColumn<SegmentUpload> => ({
          accessor: field,
          titleKey: `segmentUploads:fields.${field}`,
          sortable: true,
          width: 95,
          render: (row) => count(row[field], language),
        }),
      ),
      {
        accessor: 'user_name',
        titleKey: 'segmentUploads:fields.user_name',
        sortable: true,
        defaultVisible: false,
        filter: { type: 'text' },
      },
      {
        accessor: 'created_at',
        titleKey: 'segmentUploads:fields.created_at',
        sortable: true,
        type: 'date',
        width: 160,
        filter: { type: 'date' },
      },
      {
        accessor: 'finished_at',
        titleKey: 'segmentUploads:fields.finished_at',
        sortable: true,
        type: 'date',
        width: 160,
        defaultVisible: false,
      },
    ],
    [t, language],
  );
}
