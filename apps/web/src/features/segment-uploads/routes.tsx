import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';
import type { RouteHandle } from '../../app/route-handle.ts';

/**
 * Segment uploads (/admin/segmentUpload/create, docs/REQUIREMENTS.md#segment-uploads): the form and the
 * upload list, on demand.
 */
export const segmentUploadRoutes: RouteObject[] = [
  {
    path: 'segmentUpload/create',
    handle: {
      name: 'SegmentUploadCreate',
      permission: { action: 'upload_create', subject: 'Segment' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/segment-upload-page.tsx'), 'SegmentUploadPage', [
      'grid',
      'segmentUploads',
    ]),
  },
];
