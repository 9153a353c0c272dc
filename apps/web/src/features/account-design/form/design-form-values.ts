import {
  type AccountDesign,
  type AccountDesignFields,
  type accountDesignFieldsSchema,
  DESIGN_COLOUR_KEYS,
  type DesignColour,
} from '@beacon/contracts';
import type { z } from 'zod';

export type DesignFormInput = z.input<typeof accountDesignFieldsSchema>;
export type DesignFormOutput = AccountDesignFields;
export const colourField = (key: DesignColour) => `${key}_color` as const;

/** The form's fields, for server errors to land on. */
export const DESIGN_FIELDS = [
  'platform_name',
  'domain',
  'help_url',
  'logo_size',
  ...DESIGN_COLOUR_KEYS.map(colourField),
] as const;

export const designFormValues = (design: AccountDesign): DesignFormInput => ({
  platform_name: design.platform_name,
  domain: design.domain ?? '',
  help_url: design.help_url ?? '',
  logo_size: design.logo_size,
  remove_logo: '0',
  ...(Object.fromEntries(DESIGN_COLOUR_KEYS.map((k) => [colourField(k), design.colours[k]])) as Record<
    `${DesignColour}_color`,
    string
  >),
});

/** The multipart body `POST /api/account_settings` reads. */
export function designFormData(values: DesignFormOutput, logo: File | null): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(values)) body.set(key, value === null ? '' : String(value));
  if (logo) body.set('logo_file', logo);
  return body;
}
