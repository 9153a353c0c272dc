/** Screens of the users area (001 §2); the router mounts them under /admin. */
export const usersPaths = {
  index: '/admin/users/index',
  create: '/admin/users/create',
  edit: (id: number | string) => `/admin/users/edit/${id}`,
} as const;
