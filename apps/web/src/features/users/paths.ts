/**
 * Screens of the users area (docs/REQUIREMENTS.md#accounts-and-users); the router mounts them under /admin.
 */
export const usersPaths = {
  index: '/admin/users/index',
  create: '/admin/users/create',
  edit: (id: number | string) => `/admin/users/edit/${id}`,
} as const;
