import type { TFunction } from 'i18next';

/** Seeded roles have translated names; roles an operator added show their description. */
export function roleLabel(t: TFunction, role: { name: string; description: string }) {
  return t(`users:roles.${role.name}`, { defaultValue: role.description });
}
