import type { RouteObject } from 'react-router';
import { areaScreens } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const pages = {
  index: lazyScreen(() => import('./pages/persons-page.tsx'), 'PersonsPage', ['planning']),
};

const screen = areaScreens('Planning');

/** The audience planner under /admin (docs/PLANNING.md#the-planner-wizard); loaded on demand. */
export const planningRoutes: RouteObject[] = [screen('persons/index', 'PersonsIndex', 'index', pages.index)];
