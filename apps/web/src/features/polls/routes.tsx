import type { RouteObject } from 'react-router';
import { areaScreens } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const screen = areaScreens('Poll');

/** The polls administration under /admin (docs/REQUIREMENTS.md#polls); users answer polls in a modal. */
export const pollsRoutes: RouteObject[] = [
  screen(
    'polls/index',
    'PollsIndex',
    'create',
    lazyScreen(() => import('./pages/polls-page.tsx'), 'PollsPage', []),
  ),
];
