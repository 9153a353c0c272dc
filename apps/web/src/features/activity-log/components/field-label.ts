import type { TFunction } from 'i18next';

/** A logged field's label in the reader's language; unknown fields keep their raw name. */
export const fieldLabel = (t: TFunction, field: string) =>
  t(`activity:fields.${field}`, { defaultValue: field });
