import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { accountDesignRoutes } from '../features/account-design/routes.tsx';
import { activityLogRoutes } from '../features/activity-log/routes.tsx';
import { advertisersRoutes } from '../features/advertisers/routes.tsx';
import { guestAuthRoutes, initRoute } from '../features/auth/routes.tsx';
import { bidModelsRoutes } from '../features/bid-models/routes.tsx';
import { campaignsRoutes } from '../features/campaigns/routes.tsx';
import { cpiCampaignsRoutes } from '../features/cpi-campaigns/routes.tsx';
import { creativesRoutes } from '../features/creatives/routes.tsx';
import { customListsRoutes } from '../features/custom-lists/routes.tsx';
import { dashboardRoutes } from '../features/dashboard/routes.tsx';
import { deepLinkRoutes } from '../features/deep-link/routes.tsx';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { RouteError } from '../features/errors/route-error.tsx';
import { eventsRoutes } from '../features/events/routes.tsx';
import { lineItemsRoutes } from '../features/line-items/routes.tsx';
import { lookalikesRoutes } from '../features/lookalikes/routes.tsx';
import { modifiersRoutes } from '../features/modifiers/routes.tsx';
import { notificationsRoutes } from '../features/notifications/routes.tsx';
import { outboxRoutes } from '../features/outbox/routes.tsx';
import { planningRoutes } from '../features/planning/routes.tsx';
import { pollsRoutes } from '../features/polls/routes.tsx';
import { privatePoisRoutes } from '../features/private-pois/routes.tsx';
import { dashboardPageRoute, reportsRoutes } from '../features/reports/routes.tsx';
import { segmentUploadRoutes } from '../features/segment-uploads/routes.tsx';
import { segmentsRoutes } from '../features/segments/routes.tsx';
import { settingsRoutes } from '../features/settings/routes.tsx';
import { usersRoutes } from '../features/users/routes.tsx';
import { registerNavigator } from '../lib/navigation.ts';
import { GuestOnly } from './guards/guest-only.tsx';
import { LandingRedirect } from './guards/landing-redirect.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { AppLayout } from './shell/app-layout.tsx';
import { PageLoader } from './shell/page-loader.tsx';
import { withChunkTimeouts } from './with-chunk-timeouts.ts';

/** Screens inside the shell; each route's `handle.permission` is checked by the PermissionGate. */
const adminScreens: RouteObject[] = [
  { index: true, element: <LandingRedirect /> },
  ...settingsRoutes,
  ...withChunkTimeouts(dashboardRoutes),
  ...withChunkTimeouts(usersRoutes),
  ...withChunkTimeouts(advertisersRoutes),
  ...withChunkTimeouts(campaignsRoutes),
  ...withChunkTimeouts(creativesRoutes),
  ...withChunkTimeouts(lineItemsRoutes),
  ...withChunkTimeouts(activityLogRoutes),
  ...withChunkTimeouts(outboxRoutes),
  ...withChunkTimeouts(notificationsRoutes),
  ...withChunkTimeouts(customListsRoutes),
  ...withChunkTimeouts(segmentsRoutes),
  ...withChunkTimeouts(segmentUploadRoutes),
  ...withChunkTimeouts(lookalikesRoutes),
  ...withChunkTimeouts(bidModelsRoutes),
  ...withChunkTimeouts(modifiersRoutes),
  ...withChunkTimeouts(eventsRoutes),
  ...withChunkTimeouts(cpiCampaignsRoutes),
  ...withChunkTimeouts(privatePoisRoutes),
  ...withChunkTimeouts(planningRoutes),
  ...withChunkTimeouts(reportsRoutes),
  ...withChunkTimeouts(accountDesignRoutes),
  ...withChunkTimeouts(deepLinkRoutes),
  ...withChunkTimeouts(pollsRoutes),
  {
    path: '*',
    handle: { name: 'NotFound' },
    element: <NotFoundPage />,
  },
];

export const routes: RouteObject[] = [
  {
    path: '/',
    errorElement: <RouteError />,
    // Shown while the first screen's code loads.
    hydrateFallbackElement: <PageLoader />,
    children: [
      { element: <GuestOnly />, children: guestAuthRoutes },
      initRoute,
      dashboardPageRoute,
      {
        element: <RequireAuth />,
        children: [
          { index: true, element: <Navigate to="/admin" replace /> },
          {
            path: 'admin',
            element: <AppLayout />,
            // A failing screen keeps the shell around it.
            children: [{ errorElement: <RouteError />, children: adminScreens }],
          },
          {
            // Denied keeps the shell: the menu leads on to what the user may open, and sign-out stays at hand.
            path: 'errors/403',
            element: <AppLayout />,
            children: [
              {
                index: true,
                handle: { name: 'Denied' },
                lazy: lazyScreen(() => import('../features/errors/denied-page.tsx'), 'DeniedPage', []),
              },
            ],
          },
        ],
      },
      {
        path: '*',
        handle: { name: 'NotFound' },
        // Eager: the router's error element already carries this page.
        element: <NotFoundPage />,
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
registerNavigator((to) => void router.navigate(to));
