import type { RouteObject } from 'react-router';
import { areaScreens, editScreen } from '../../app/area-screens.ts';
import { lazyScreen } from '../../app/lazy-screen.ts';

const pages = {
  index: lazyScreen(() => import('./pages/users-index-page.tsx'), 'UsersIndexPage', ['grid', 'users']),
  create: lazyScreen(() => import('./pages/user-create-page.tsx'), 'UserCreatePage', ['users']),
  edit: lazyScreen(() => import('./pages/user-edit-page.tsx'), 'UserEditPage', ['grid', 'users']),
};

const screen = areaScreens('User');
const edit = editScreen('User');

/** The users area under /admin (docs/REQUIREMENTS.md#accounts-and-users); each screen loads on demand. */
export const usersRoutes: RouteObject[] = [
  screen('users/index', 'UsersIndex', 'index', pages.index),
  screen('users/create', 'UserCreate', 'create', pages.create),
  edit('users/edit/:id', 'UserEdit', pages.edit),
];
