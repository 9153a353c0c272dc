import type { RouteObject } from 'react-router';
import { lazyScreen } from '../../app/lazy-screen.ts';
import type { RouteHandle } from '../../app/route-handle.ts';

/** E-mails kept in the outbox when no SMTP server is configured; admins read them here. */
export const outboxRoutes: RouteObject[] = [
  {
    path: 'outbox/index',
    handle: { name: 'OutboxIndex', permission: { action: 'index', subject: 'Outbox' } } satisfies RouteHandle,
    lazy: lazyScreen(() => import('./pages/outbox-index-page.tsx'), 'OutboxIndexPage', ['grid', 'outbox']),
  },
];
