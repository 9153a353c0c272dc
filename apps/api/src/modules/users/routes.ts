import {
  createUserRequestSchema,
  setLanguageRequestSchema,
  USER_API,
  updateUserFieldsSchema,
  userDetailSchema,
  userListItemSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hasPermission } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { badRequest, issuesToFieldErrors } from '../../platform/errors.ts';
import { listHandler } from '../../platform/list-query/reply.ts';
import { declareRoutes } from '../../platform/route.ts';
import { readForm } from './form-data.ts';
import { userListSpec } from './list-spec.ts';
import {
  createUser,
  deleteUser,
  getUser,
  resendActivation,
  setLanguage,
  setUserActive,
  updateUser,
} from './service.ts';

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'users');

  route.list(USER_API.list, {
    access: 'User:index',
    summary: 'Users of the account (modes paginated, list, all, download as csv or xlsx)',
    item: userListItemSchema,
    handler: listHandler(deps.db, userListSpec),
  });

  route.post(USER_API.list, {
    access: 'User:create',
    summary: 'Create a user in this account and e-mail an activation link',
    body: createUserRequestSchema,
    response: userDetailSchema,
    message: 'users.created',
    handler: ({ body, user }) => createUser(deps, user, body),
  });

  route.get(USER_API.one, {
    access: 'User:show',
    summary: 'One user of this account',
    response: userDetailSchema,
    handler: ({ params, user }) => getUser(deps, user, params.id),
  });

  route.post(USER_API.update, {
    access: 'User:update',
    summary:
      'Update a user: multipart form data name, last_name, language, role_id, position_id, avatar_file',
    consumes: ['multipart/form-data', 'application/json'],
    response: userDetailSchema,
    message: 'users.updated',
    handler: async ({ params, user, request }) => {
      const { fields, file } = await readForm(request, 'avatar_file');
      const parsed = updateUserFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(issuesToFieldErrors(parsed.error.issues));
      return await updateUser(deps, user, params.id, parsed.data, file);
    },
  });

  route.put(USER_API.setActive, {
    access: 'User:set_active',
    summary: 'Activate (1) or deactivate (0) a user in this account',
    response: userDetailSchema,
    message: 'users.updated',
    handler: ({ params, user }) => setUserActive(deps, user, params.id, params.active),
  });

  route.remove(USER_API.one, {
    access: 'User:delete',
    summary: 'Remove a user from this account (never yourself)',
    message: 'users.deleted',
    handler: ({ params, user }) => deleteUser(deps, user, params.id),
  });

  route.post(USER_API.resendEmail, {
    access: 'User:create',
    summary: 'Send a new activation link',
    response: z.null(),
    message: 'users.activation_sent',
    handler: async ({ params, user }) => {
      await resendActivation(deps, user, params.id);
      return null;
    },
  });

  route.post(USER_API.setLanguage, {
    access: 'signed_in',
    summary: 'Save the interface language (your own, or any user of the account with User:update)',
    body: setLanguageRequestSchema,
    response: z.null(),
    message: 'settings.language_changed',
    handler: async ({ params, body, user }) => {
      const canUpdate = hasPermission(user, { subject: 'User', action: 'update' });
      await setLanguage(deps, user, params.id, body.language, canUpdate);
      return null;
    },
  });
};
