import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';
import type { RouteHandle } from '../../app/route-handle.ts';

/**
 * The lookalikes area under /admin (docs/REQUIREMENTS.md#lookalikes: LookalikeIndex and its create screen).
 */
export const lookalikesRoutes: RouteObject[] = [
  {
    path: 'lookalike/index',
    handle: {
      name: 'LookalikeIndex',
      permission: { action: 'index', subject: 'Lookalike' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/lookalikes-index-page.tsx'), 'LookalikesIndexPage'),
  },
  {
    path: 'lookalike/create',
    handle: {
      name: 'LookalikeCreate',
      permission: { action: 'create', subject: 'Lookalike' },
    } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/lookalike-create-page.tsx'), 'LookalikeCreatePage'),
  },
];
