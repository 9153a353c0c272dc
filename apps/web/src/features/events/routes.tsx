import type { RouteObject } from 'react-router';
import { areaScreens, editScreen } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const pages = {
  index: lazyScreen(() => import('./pages/events-index-page.tsx'), 'EventsIndexPage', ['events', 'grid']),
  create: lazyScreen(() => import('./pages/event-create-page.tsx'), 'EventCreatePage', ['events']),
  edit: lazyScreen(() => import('./pages/event-edit-page.tsx'), 'EventEditPage', ['events']),
  activity: lazyScreen(() => import('./pages/event-activity-page.tsx'), 'EventActivityLogPage', [
    'activity',
    'grid',
  ]),
};

const screen = areaScreens('Event');
const edit = editScreen('Event');

/** The events area under /admin (docs/REQUIREMENTS.md#events); each screen loads on demand. */
export const eventsRoutes: RouteObject[] = [
  screen('events/index', 'EventIndex', 'index', pages.index),
  screen('events/create', 'EventCreate', 'create', pages.create),
  edit('events/edit/:id', 'EventEdit', pages.edit),
  screen('events/activityLog', 'EventActivityLog', 'audit', pages.activity),
];
