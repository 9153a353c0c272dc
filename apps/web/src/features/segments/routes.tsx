import type { RouteObject } from 'react-router';
import { areaScreens } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const pages = {
  index: lazyScreen(() => import('./pages/segments-index-page.tsx'), 'SegmentsIndexPage', [
    'grid',
    'segments',
  ]),
  create: lazyScreen(() => import('./pages/segment-create-page.tsx'), 'SegmentCreatePage', ['segments']),
  edit: lazyScreen(() => import('./pages/segment-edit-page.tsx'), 'SegmentEditPage', ['segments']),
  activity: lazyScreen(() => import('./pages/segment-activity-page.tsx'), 'SegmentActivityLogPage', [
    'activity',
    'grid',
  ]),
  categoryCreate: lazyScreen(
    () => import('./pages/segment-category-create-page.tsx'),
    'SegmentCategoryCreatePage',
    ['grid', 'segments'],
  ),
};

const screen = areaScreens('Segment');
const categoryScreen = areaScreens('SegmentCategory');

/** The segments area under /admin (docs/REQUIREMENTS.md#segments); each screen loads on demand. */
export const segmentsRoutes: RouteObject[] = [
  screen('segments/index', 'SegmentsIndex', 'index', pages.index),
  screen('segments/create', 'SegmentCreate', 'create', pages.create),
  screen('segments/edit/:id', 'SegmentEdit', 'update', pages.edit),
  screen('segments/activityLog', 'SegmentActivityLog', 'audit', pages.activity),
  categoryScreen('segmentCategory/create', 'SegmentCategoryCreate', 'create', pages.categoryCreate),
];
