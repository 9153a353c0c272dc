import type { ModifierTypeCode } from '@beacon/contracts';

/**
 * Screens of the modifiers area (docs/REQUIREMENTS.md#modifiers: /admin/modifiers/index, create, edit/:id);
 * mounted under /admin.
 */
export const modifiersPaths = {
  index: '/admin/modifiers/index',
  /** The create screen of one kind; the kind travels in the query so the route stays `create`. */
  create: (type: ModifierTypeCode) => `/admin/modifiers/create?type=${type}`,
  edit: (id: number | string) => `/admin/modifiers/edit/${id}`,
} as const;
