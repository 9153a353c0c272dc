import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { requiredText, TEXT_MAX } from './validation.ts';

/**
 * Account design settings (docs/REQUIREMENTS.md#account-design): the platform name, help link,
 * logo with its height, the host name that serves the sign-in page, and the console's colours.
 */
export const ACCOUNT_DESIGN_API = {
  /** GET the active account's design; POST multipart form data to change it. */
  one: '/api/account_settings',
  /** POST: back to the product's own look (the host name stays). */
  restore: '/api/account_settings/restore',
  /** A logo by its stored name: public, since the sign-in page shows it before anyone signs in. */
  logo: apiPath('/api/account_logos/:file'),
} as const;

/** The colours an account can set, each a `#rrggbb` value, and the product's own. */
export const DESIGN_COLOURS = {
  primary: '#1c7ed6',
  account_name: '#1c7ed6',
  header: '#ffffff',
  header_text: '#212529',
  navbar: '#f8f9fa',
  navbar_text: '#212529',
} as const;
export type DesignColour = keyof typeof DESIGN_COLOURS;
export const DESIGN_COLOUR_KEYS = Object.keys(DESIGN_COLOURS) as DesignColour[];

/** Logo height in the header, in pixels (the header itself is 52). */
export const LOGO_SIZE = { min: 16, max: 44, default: 28 } as const;
/** A logo no wider or taller than this, in pixels. */
export const LOGO_MAX_PIXELS = 1200;

const hexColour = z
  .string({ error: 'validation.required' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, 'account_design.validation.colour')
  .transform((v) => v.toLowerCase());

/** Empty text sent by a form means "none". */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

const httpUrl = z
  .string()
  .trim()
  .max(TEXT_MAX, 'validation.max_length')
  .refine((v) => {
    try {
      const url = new URL(v);
      return url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'validation.url');

const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253, 'validation.max_length')
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'validation.domain',
  );

/**
 * The text fields of the design form (multipart form data, a logo file under `logo_file`):
 * one field per colour, named `<colour>_color`.
 */
export const accountDesignFieldsSchema = z
  .object({
    platform_name: requiredText(2, 60),
    domain: z.preprocess(blankToNull, hostName.nullable()).optional().default(null),
    help_url: z.preprocess(blankToNull, httpUrl.nullable()).optional().default(null),
    logo_size: z.coerce
      .number({ error: 'validation.numeric' })
      .int('validation.integer')
      .min(LOGO_SIZE.min, 'validation.min')
      .max(LOGO_SIZE.max, 'validation.max')
      .default(LOGO_SIZE.default),
    /** `1` removes the current logo (a new `logo_file` replaces it anyway). */
    remove_logo: z.enum(['0', '1']).default('0'),
    ...(Object.fromEntries(DESIGN_COLOUR_KEYS.map((k) => [`${k}_color`, hexColour])) as Record<
      `${DesignColour}_color`,
      typeof hexColour
    >),
  })
  .strict();
export type AccountDesignFields = z.output<typeof accountDesignFieldsSchema>;

export const accountDesignSchema = z
  .object({
    account_id: z.number().int(),
    platform_name: z.string(),
    domain: z.string().nullable(),
    help_url: z.string().nullable(),
    /** The logo's URL, or null for the platform mark. */
    logo: z.string().nullable(),
    logo_size: z.number().int(),
    colours: z.object(
      Object.fromEntries(DESIGN_COLOUR_KEYS.map((k) => [k, z.string()])) as Record<DesignColour, z.ZodString>,
    ),
  })
  .meta({ id: 'AccountDesign' });
export type AccountDesign = z.infer<typeof accountDesignSchema>;

export const accountLogoParamsSchema = z.object({
  file: z.string().regex(/^\d+-[a-z0-9]{8,32}\.(png|jpg)$/, 'validation.invalid'),
});
