import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';
import type { RouteHandle } from '../../app/route-handle.ts';

/**
 * The Dashboard under /admin (docs/REQUIREMENTS.md#navigation). It has no route permission of its own: the
 * screen sends a user without Campaign:index on to their landing screen instead of the denied page.
 */
export const dashboardRoutes: RouteObject[] = [
  {
    path: 'dashboard',
    handle: { name: 'Dashboard' } satisfies RouteHandle,
    // Its own small chunk: the contracts it reads would otherwise join every first load.
    loader: async (args) => (await import('./api/prefetch-dashboard.ts')).prefetchDashboard(args),
    lazy: lazyScreen(() => import('./pages/dashboard-page.tsx'), 'DashboardPage', ['dashboard']),
  },
];
