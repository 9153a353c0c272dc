import type { RouteObject } from 'react-router';
import { areaScreens } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const screen = areaScreens('DeepLink');

/** The deep-link test tool under /admin (docs/REQUIREMENTS.md#deep-link-tool). */
export const deepLinkRoutes: RouteObject[] = [
  screen(
    'toolsRappi/index',
    'DeepLinkTool',
    'index',
    lazyScreen(() => import('./pages/deep-link-page.tsx'), 'DeepLinkPage', ['deep_link']),
  ),
];
