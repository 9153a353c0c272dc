import {
  activeParamSchema,
  createUserRequestSchema,
  idParamSchema,
  listOptionSchema,
  listQuerySchema,
  paginated,
  setLanguageRequestSchema,
  USER_API,
  updateUserFieldsSchema,
  userDetailSchema,
  userListItemSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth, hasPermission } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { badRequest, issuesToFieldErrors } from '../../platform/errors.ts';
import { replyList } from '../../platform/list-query/reply.ts';
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

  route.get(USER_API.list, {
    access: 'User:index',
    summary: 'Users of the account (modes paginated, list, all, download as csv or xlsx)',
    querystring: listQuerySchema,
    response: z.union([
      paginated(userListItemSchema),
      z.array(userListItemSchema),
      z.array(listOptionSchema),
    ]),
    handler: async (request, reply) =>
      replyList(request, reply, deps.db, userListSpec, request.query, auth(request)),
  });

  route.post(USER_API.list, {
    access: 'User:create',
    summary: 'Create a user in this account and e-mail an activation link',
    body: createUserRequestSchema,
    response: userDetailSchema,
    message: 'users.created',
    handler: async (request) => createUser(deps, auth(request), request.body),
  });

  route.get(USER_API.one.pattern, {
    access: 'User:show',
    summary: 'One user of this account',
    params: idParamSchema,
    response: userDetailSchema,
    handler: async (request) => getUser(deps, auth(request), request.params.id),
  });

  route.post(USER_API.update.pattern, {
    access: 'User:update',
    summary:
      'Update a user: multipart form data name, last_name, language, role_id, position_id, avatar_file',
    consumes: ['multipart/form-data', 'application/json'],
    params: idParamSchema,
    response: userDetailSchema,
    message: 'users.updated',
    handler: async (request) => {
      const { fields, file } = await readForm(request, 'avatar_file');
      const parsed = updateUserFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(issuesToFieldErrors(parsed.error.issues));
      return await updateUser(deps, auth(request), request.params.id, parsed.data, file);
    },
  });

  route.put(USER_API.setActive.pattern, {
    access: 'User:set_active',
    summary: 'Activate (1) or deactivate (0) a user in this account',
    params: activeParamSchema,
    response: userDetailSchema,
    message: 'users.updated',
    handler: async (request) => setUserActive(deps, auth(request), request.params.id, request.params.active),
  });

  route.delete(USER_API.one.pattern, {
    access: 'User:delete',
    summary: 'Remove a user from this account (never yourself)',
    params: idParamSchema,
    response: z.null(),
    message: 'users.deleted',
    handler: async (request) => {
      await deleteUser(deps, auth(request), request.params.id);
      return null;
    },
  });

  route.post(USER_API.resendEmail.pattern, {
    access: 'User:create',
    summary: 'Send a new activation link',
    params: idParamSchema,
    response: z.null(),
    message: 'users.activation_sent',
    handler: async (request) => {
      await resendActivation(deps, auth(request), request.params.id);
      return null;
    },
  });

  route.post(USER_API.setLanguage.pattern, {
    access: 'signed_in',
    summary: 'Save the interface language (your own, or any user of the account with User:update)',
    params: idParamSchema,
    body: setLanguageRequestSchema,
    response: z.null(),
    message: 'settings.language_changed',
    handler: async (request) => {
      const ctx = auth(request);
      const canUpdate = hasPermission(ctx, { subject: 'User', action: 'update' });
      await setLanguage(deps, ctx, request.params.id, request.body.language, canUpdate);
      return null;
    },
  });
};
