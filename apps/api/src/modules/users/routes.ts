import {
  API,
  activeParamSchema,
  createUserRequestSchema,
  envelope,
  idParamSchema,
  listOptionSchema,
  listQuerySchema,
  paginated,
  setLanguageRequestSchema,
  updateUserFieldsSchema,
  userDetailSchema,
  userListItemSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth, hasPermission } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import { badRequest, issuesToFieldErrors } from '../../platform/errors.ts';
import { replyList } from '../../platform/list-query/reply.ts';
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

const tags = ['users'];
const userEnvelope = { 200: envelope(userDetailSchema) };

export const userRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    API.users.list,
    {
      config: { access: { subject: 'User', action: 'index' } },
      schema: {
        tags,
        summary: 'Users of the account (modes paginated, list, all, download as csv or xlsx)',
        querystring: listQuerySchema,
        response: {
          200: envelope(
            z.union([paginated(userListItemSchema), z.array(userListItemSchema), z.array(listOptionSchema)]),
          ),
        },
      },
    },
    async (request, reply) => replyList(request, reply, deps.db, userListSpec, request.query, auth(request)),
  );

  app.post(
    API.users.list,
    {
      config: { access: { subject: 'User', action: 'create' } },
      schema: {
        tags,
        summary: 'Create a user in this account and e-mail an activation link',
        body: createUserRequestSchema,
        response: userEnvelope,
      },
    },
    async (request) => ok(await createUser(deps, auth(request), request.body), 'users.created'),
  );

  app.get(
    '/api/users/:id',
    {
      config: { access: { subject: 'User', action: 'show' } },
      schema: { tags, summary: 'One user of this account', params: idParamSchema, response: userEnvelope },
    },
    async (request) => ok(await getUser(deps, auth(request), request.params.id)),
  );

  app.post(
    '/api/users/user/:id',
    {
      config: { access: { subject: 'User', action: 'update' } },
      schema: {
        tags,
        summary:
          'Update a user: multipart form data name, last_name, language, role_id, position_id, avatar_file',
        consumes: ['multipart/form-data', 'application/json'],
        params: idParamSchema,
        response: userEnvelope,
      },
    },
    async (request) => {
      const { fields, file } = await readForm(request, 'avatar_file');
      const parsed = updateUserFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(issuesToFieldErrors(parsed.error.issues));
      return ok(await updateUser(deps, auth(request), request.params.id, parsed.data, file), 'users.updated');
    },
  );

  app.put(
    '/api/users/:id/set/:active',
    {
      config: { access: { subject: 'User', action: 'set_active' } },
      schema: {
        tags,
        summary: 'Activate (1) or deactivate (0) a user in this account',
        params: activeParamSchema,
        response: userEnvelope,
      },
    },
    async (request) =>
      ok(await setUserActive(deps, auth(request), request.params.id, request.params.active), 'users.updated'),
  );

  app.delete(
    '/api/users/:id',
    {
      config: { access: { subject: 'User', action: 'delete' } },
      schema: {
        tags,
        summary: 'Remove a user from this account (never yourself)',
        params: idParamSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteUser(deps, auth(request), request.params.id);
      return ok(null, 'users.deleted');
    },
  );

  app.post(
    '/api/users/:id/resend_email',
    {
      config: { access: { subject: 'User', action: 'create' } },
      schema: {
        tags,
        summary: 'Send a new activation link',
        params: idParamSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await resendActivation(deps, auth(request), request.params.id);
      return ok(null, 'users.activation_sent');
    },
  );

  app.post(
    '/api/users/:id/setLanguage',
    {
      config: { access: 'signed_in' },
      schema: {
        tags,
        summary: 'Save the interface language (your own, or any user of the account with User:update)',
        params: idParamSchema,
        body: setLanguageRequestSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      const ctx = auth(request);
      const canUpdate = hasPermission(ctx, { subject: 'User', action: 'update' });
      await setLanguage(deps, ctx, request.params.id, request.body.language, canUpdate);
      return ok(null, 'settings.language_changed');
    },
  );
};
