import type { RouteObject } from 'react-router';
import { areaScreens } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const pages = {
  index: lazyScreen(() => import('./pages/modifiers-index-page.tsx'), 'ModifiersIndexPage', [
    'grid',
    'modifiers',
  ]),
  create: lazyScreen(() => import('./pages/modifier-create-page.tsx'), 'ModifierCreatePage', [
    'modifiers',
    'targeting',
  ]),
  edit: lazyScreen(() => import('./pages/modifier-edit-page.tsx'), 'ModifierEditPage', [
    'modifiers',
    'targeting',
  ]),
};

const screen = areaScreens('Modifier');

/**
 * The modifiers area under /admin (docs/REQUIREMENTS.md#modifiers). Create and edit declare no permission
 * of their own: they need the bid- or the delivery-modifier permission, which the pages check, since a
 * route handle names one permission.
 */
export const modifiersRoutes: RouteObject[] = [
  screen('modifiers/index', 'ModifiersIndex', 'index', pages.index),
  screen('modifiers/create', 'ModifiersCreate', null, pages.create),
  screen('modifiers/edit/:id', 'ModifiersEdit', null, pages.edit),
];
