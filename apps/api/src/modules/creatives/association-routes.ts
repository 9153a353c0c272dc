import {
  API,
  creativeAssociationRequestSchema,
  creativeAssociationSchema,
  creativeAssociationUpdateSchema,
  envelope,
  idParamSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auth } from '../../platform/auth/guard.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ok } from '../../platform/envelope.ts';
import {
  associationsOfCreative,
  associationsOfLineItem,
  createAssociation,
  deleteAssociation,
  updateAssociation,
} from './associations-service.ts';

const tags = ['creatives'];
const one = { 200: envelope(creativeAssociationSchema) };
const many = { 200: envelope(z.array(creativeAssociationSchema)) };

/** Creative ↔ line item associations (000 §3 "line_associations"). */
export const associationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/api/creatives/:id/lines',
    {
      config: { access: { subject: 'Creative', action: 'show' } },
      schema: {
        tags,
        summary: 'The line items a creative is associated with',
        params: idParamSchema,
        response: many,
      },
    },
    async (request) => ok(await associationsOfCreative(deps.db, auth(request), request.params.id)),
  );

  app.get(
    '/api/line_items/:id/creatives',
    {
      config: { access: { subject: 'LineItem', action: 'show' } },
      schema: {
        tags,
        summary: 'The creatives associated with a line item',
        params: idParamSchema,
        response: many,
      },
    },
    async (request) => ok(await associationsOfLineItem(deps.db, auth(request), request.params.id)),
  );

  app.post(
    API.creativeAssociations.create,
    {
      config: { access: { subject: 'LineItem', action: 'create_creative_line_association' } },
      schema: {
        tags,
        summary:
          'Associate a creative with a line item of the same advertiser; dates inside the line’s flight; one association per pair (409)',
        body: creativeAssociationRequestSchema,
        response: one,
      },
    },
    async (request) => ok(await createAssociation(deps, auth(request), request.body), 'creatives.associated'),
  );

  app.put(
    '/api/creative_line_associations/:id',
    {
      config: { access: { subject: 'LineItem', action: 'update_creative_line_association' } },
      schema: {
        tags,
        summary: 'Change an association’s dates or active flag',
        params: idParamSchema,
        body: creativeAssociationUpdateSchema,
        response: one,
      },
    },
    async (request) =>
      ok(
        await updateAssociation(deps, auth(request), request.params.id, request.body),
        'creatives.association_updated',
      ),
  );

  app.delete(
    '/api/creative_line_associations/:id',
    {
      config: { access: { subject: 'LineItem', action: 'delete_creative_line_association' } },
      schema: {
        tags,
        summary: 'Remove an association',
        params: idParamSchema,
        response: { 200: envelope(z.null()) },
      },
    },
    async (request) => {
      await deleteAssociation(deps, auth(request), request.params.id);
      return ok(null, 'creatives.association_deleted');
    },
  );
};
