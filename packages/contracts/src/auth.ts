import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { ACCOUNT_TYPES, LANGUAGES } from './constants.ts';
import { emailSchema, newPasswordSchema } from './validation.ts';

/** Paths of sign-in, sessions, passwords and two-factor authentication. */
export const AUTH_API = {
  login: '/api/auth/login',
  logout: '/api/auth/logout',
  me: '/api/auth/me',
  refresh: '/api/auth/refresh',
  permissions: '/api/auth/permissions',
  forgot: '/api/auth/password/forgot',
  reset: '/api/auth/password/reset',
  change: apiPath('/api/auth/password/change/:id'),
  init: apiPath('/api/auth/init/:init_token'),
  twoFactorVerify: '/api/auth/two_factor/verify',
  twoFactorQr: '/api/auth/two_factor/qr',
  twoFactorSet: apiPath('/api/auth/two_factor/set/:id'),
} as const;

export const loginRequestSchema = z
  .object({
    email: emailSchema,
    password: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(128),
  })
  .meta({ id: 'LoginRequest' });
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const tokenSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    /** Seconds until the token expires. */
    expires_in: z.number().int(),
  })
  .meta({ id: 'Token' });
export type Token = z.infer<typeof tokenSchema>;

export const TWO_FACTOR_METHODS = ['email', 'google'] as const;
export type TwoFactorMethod = (typeof TWO_FACTOR_METHODS)[number];

/** A second factor is needed: no token yet; `two_factor` identifies the pending challenge. */
export const twoFactorChallengeSchema = z
  .array(
    z.object({
      two_factor: z.string(),
      two_factor_code_from: z.enum(TWO_FACTOR_METHODS),
      email: z.string(),
    }),
  )
  .meta({ id: 'TwoFactorChallenge' });
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const loginResponseSchema = z.union([tokenSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;
export const isChallenge = (r: LoginResponse): r is TwoFactorChallenge => Array.isArray(r);

export const twoFactorVerifyRequestSchema = z.object({
  two_factor: z.string().min(1, 'validation.required').max(200),
  code: z
    .string({ error: 'validation.required' })
    .trim()
    .regex(/^\d{6}$/, 'validation.two_factor_code'),
});

export const twoFactorQrSchema = z.object({ google_two_factor_code: z.string(), qr_svg: z.string() });

/**
 * Turning a method on or off. `google` confirms the pending secret of the QR route with a code;
 * `email` and `none` confirm with the current password.
 */
export const setTwoFactorRequestSchema = z.discriminatedUnion('two_factor', [
  z.object({
    two_factor: z.literal('google'),
    code: z.string().regex(/^\d{6}$/, 'validation.two_factor_code'),
  }),
  z.object({ two_factor: z.literal('email'), password: z.string().min(1, 'validation.required') }),
  z.object({ two_factor: z.literal('none'), password: z.string().min(1, 'validation.required') }),
]);
export type SetTwoFactorRequest = z.infer<typeof setTwoFactorRequestSchema>;

export const forgotPasswordRequestSchema = z.object({ email: emailSchema });
export const resetPasswordRequestSchema = newPasswordSchema.and(
  z.object({ email: emailSchema, token: z.string().min(10).max(200) }),
);
export const changePasswordRequestSchema = newPasswordSchema.and(
  z.object({ current_password: z.string().min(1, 'validation.required') }),
);
export const initRequestSchema = newPasswordSchema;

export const accountSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  master_account: z.boolean(),
  account_type: z.enum(ACCOUNT_TYPES),
});
export type AccountSummary = z.infer<typeof accountSummarySchema>;

export const permissionPairSchema = z.object({ action: z.string(), subject: z.string() });

export const lookAndFeelSchema = z
  .object({
    platform_name: z.string(),
    colours: z.record(z.string(), z.string()),
    logo: z.string().nullable(),
    /** The logo's height in the header, in pixels. */
    logo_size: z.number().int(),
    help_url: z.string().nullable(),
  })
  .meta({ id: 'LookAndFeel' });
export type LookAndFeel = z.infer<typeof lookAndFeelSchema>;

/** The profile of `POST /api/auth/me` (docs/REQUIREMENTS.md#sign-in). */
export const profileSchema = z
  .object({
    id: z.number().int(),
    account_id: z.number().int(),
    name: z.string(),
    last_name: z.string(),
    email: z.string(),
    accounts: z.array(accountSummarySchema),
    account: accountSummarySchema,
    roles: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string() })),
    role_id: z.number().int().nullable(),
    avatar_file: z.string().nullable(),
    language: z.enum(LANGUAGES),
    email_two_factor_enabled: z.boolean(),
    google_two_factor_enabled: z.boolean(),
    permissions: z.array(permissionPairSchema),
    forbidden_accounts: z.array(z.number().int()),
    token_expires_at: z.string(),
    /** The server's `MAP_STYLE_URL`: the maps' tile style; null = the offline basemap (docs/MAP.md). */
    map_style_url: z.string().nullable(),
  })
  .extend(lookAndFeelSchema.shape)
  .meta({ id: 'Profile' });
export type Profile = z.infer<typeof profileSchema>;
