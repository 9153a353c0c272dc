import type { RouteObject } from 'react-router';
import { areaScreens } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const screen = areaScreens('Notification');

/** The signed-in user's notifications under /admin (docs/NOTIFICATIONS.md). */
export const notificationsRoutes: RouteObject[] = [
  screen(
    'notifications/index',
    'NotificationsIndex',
    'index',
    lazyScreen(() => import('./pages/notifications-index-page.tsx'), 'NotificationsIndexPage', []),
  ),
];
