import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';
import type { RouteHandle } from '../../app/route-handle.ts';

/** The segments area under /admin (docs/REQUIREMENTS.md#segments); each screen loads on demand. */
export const segmentsRoutes: RouteObject[] = [
  {
    path: 'segments/index',
    handle: {
      name: 'SegmentsIndex',
      permission: { action: 'index', subject: 'Segment' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/segments-index-page.tsx'), 'SegmentsIndexPage'),
  },
  {
    path: 'segments/create',
    handle: {
      name: 'SegmentCreate',
      permission: { action: 'create', subject: 'Segment' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/segment-create-page.tsx'), 'SegmentCreatePage'),
  },
  {
    path: 'segments/edit/:id',
    handle: {
      name: 'SegmentEdit',
      permission: { action: 'update', subject: 'Segment' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/segment-edit-page.tsx'), 'SegmentEditPage'),
  },
  {
    path: 'segments/activityLog',
    handle: {
      name: 'SegmentActivityLog',
      permission: { action: 'audit', subject: 'Segment' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/segment-activity-page.tsx'), 'SegmentActivityLogPage'),
  },
  {
    path: 'segmentCategory/create',
    handle: {
      name: 'SegmentCategoryCreate',
      permission: { action: 'create', subject: 'SegmentCategory' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/segment-category-create-page.tsx'), 'SegmentCategoryCreatePage'),
  },
];
