import {
  CREATIVE_ASSOCIATION_API,
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
import { declareRoutes } from '../../platform/route.ts';
import {
  associationsOfCreative,
  associationsOfLineItem,
  createAssociation,
  deleteAssociation,
  updateAssociation,
} from './associations-service.ts';

const _one = { 200: envelope(creativeAssociationSchema) };

/** Creative ↔ line item associations (docs/REQUIREMENTS.md#creatives). */
export const associationRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'creatives');

  route.get(CREATIVE_ASSOCIATION_API.ofCreative.pattern, {
    access: 'Creative:show',
    summary: 'The line items a creative is associated with',
    params: idParamSchema,
    response: z.array(creativeAssociationSchema),
    handler: async (request) => associationsOfCreative(deps.db, auth(request), request.params.id),
  });

  route.get(CREATIVE_ASSOCIATION_API.ofLineItem.pattern, {
    access: 'LineItem:show',
    summary: 'The creatives associated with a line item',
    params: idParamSchema,
    response: z.array(creativeAssociationSchema),
    handler: async (request) => associationsOfLineItem(deps.db, auth(request), request.params.id),
  });

  route.post(CREATIVE_ASSOCIATION_API.create, {
    access: 'LineItem:create_creative_line_association',
    summary:
      'Associate a creative with a line item of the same advertiser; dates inside the line’s flight; one association per pair (409)',
    body: creativeAssociationRequestSchema,
    response: creativeAssociationSchema,
    message: 'creatives.associated',
    handler: async (request) => createAssociation(deps, auth(request), request.body),
  });

  route.put(CREATIVE_ASSOCIATION_API.one.pattern, {
    access: 'LineItem:update_creative_line_association',
    summary: 'Change an association’s dates or active flag',
    params: idParamSchema,
    body: creativeAssociationUpdateSchema,
    response: creativeAssociationSchema,
    message: 'creatives.association_updated',
    handler: async (request) => updateAssociation(deps, auth(request), request.params.id, request.body),
  });

  route.delete(CREATIVE_ASSOCIATION_API.one.pattern, {
    access: 'LineItem:delete_creative_line_association',
    summary: 'Remove an association',
    params: idParamSchema,
    response: z.null(),
    message: 'creatives.association_deleted',
    handler: async (request) => {
      await deleteAssociation(deps, auth(request), request.params.id);
      return null;
    },
  });
};
