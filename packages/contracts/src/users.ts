import { z } from 'zod';
import { apiPath } from './api-path.ts';
import { LANGUAGES } from './constants.ts';
import { INT4_MAX } from './integers.ts';
import { emailSchema, idSchema, requiredText } from './validation.ts';

/** Paths of the account's users. */
export const USER_API = {
  list: '/api/users',
  one: apiPath('/api/users/:id'),
  update: apiPath('/api/users/user/:id'),
  setActive: apiPath('/api/users/:id/set/:active'),
  resendEmail: apiPath('/api/users/:id/resend_email'),
  setLanguage: apiPath('/api/users/:id/setLanguage'),
} as const;

export const userListItemSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    last_name: z.string(),
    email: z.string(),
    last_access: z.string().nullable(),
    position_id: z.number().int().nullable(),
    position_name: z.string().nullable(),
    role_id: z.number().int(),
    role_name: z.string(),
    role_description: z.string(),
    active: z.boolean(),
    language: z.enum(LANGUAGES),
    /** True until the invited user sets a first password. */
    pending_activation: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'UserListItem' });
export type UserListItem = z.infer<typeof userListItemSchema>;

export const userDetailSchema = userListItemSchema
  .extend({
    avatar_file: z.string().nullable(),
    email_two_factor_enabled: z.boolean(),
    google_two_factor_enabled: z.boolean(),
  })
  .meta({ id: 'UserDetail' });
export type UserDetail = z.infer<typeof userDetailSchema>;

/** Columns of the users grid (docs/REQUIREMENTS.md#accounts-and-users): fixed ones cannot be hidden. */
export const USER_COLUMNS = {
  fixed: ['id', 'name', 'active'],
  dimensions: [
    'id',
    'name',
    'last_name',
    'last_access',
    'email',
    'position_name',
    'role_description',
    'active',
  ],
  optional: ['language', 'created_at'],
  metrics: [] as string[],
  filters: ['id', 'name', 'last_name', 'email', 'role_id', 'position_id', 'active', 'language'],
  defaultSort: 'id',
} as const;

export const createUserRequestSchema = z
  .object({
    email: emailSchema,
    name: requiredText(),
    last_name: requiredText(),
    role_id: z.coerce
      .number({ error: 'validation.required' })
      .int()
      .max(INT4_MAX, 'validation.max')
      .positive('validation.required'),
    position_id: idSchema.nullable().optional(),
    language: z.enum(LANGUAGES).default('en'),
  })
  .meta({ id: 'CreateUserRequest' });
export type CreateUserRequest = z.infer<typeof createUserRequestSchema>;

/** Fields of `POST /api/users/user/{id}` (multipart form data; the avatar travels as `avatar_file`). */
export const updateUserFieldsSchema = z.object({
  name: requiredText(),
  last_name: requiredText(),
  language: z.enum(LANGUAGES),
  role_id: z.coerce.number().int().max(INT4_MAX, 'validation.max').positive('validation.required'),
  position_id: z
    .union([z.literal(''), idSchema])
    .nullable()
    .optional()
    .transform((v) => (v === '' || v === undefined ? null : v)),
});
export type UpdateUserFields = z.infer<typeof updateUserFieldsSchema>;

export const setLanguageRequestSchema = z.object({ language: z.enum(LANGUAGES, 'validation.language') });

export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
