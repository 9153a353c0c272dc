import type { RouteObject } from 'react-router';
import { areaScreens } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const screen = areaScreens('Account');

/** AccountSettingsIndex: the account's look, for holders of `Account:design_settings`. */
export const accountDesignRoutes: RouteObject[] = [
  screen(
    'accountSettings/index',
    'AccountSettingsIndex',
    'design_settings',
    lazyScreen(() => import('./pages/account-design-page.tsx'), 'AccountDesignPage', ['account_design']),
  ),
];
