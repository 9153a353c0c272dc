import {
  CREATIVE_ASSOCIATION_API,
  creativeAssociationRequestSchema,
  creativeAssociationSchema,
  creativeAssociationUpdateSchema,
  envelope,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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

  route.get(CREATIVE_ASSOCIATION_API.ofCreative, {
    access: 'Creative:show',
    summary: 'The line items a creative is associated with',
    response: z.array(creativeAssociationSchema),
    handler: ({ params, user }) => associationsOfCreative(deps.db, user, params.id),
  });

  route.get(CREATIVE_ASSOCIATION_API.ofLineItem, {
    access: 'LineItem:show',
    summary: 'The creatives associated with a line item',
    response: z.array(creativeAssociationSchema),
    handler: ({ params, user }) => associationsOfLineItem(deps.db, user, params.id),
  });

  route.post(CREATIVE_ASSOCIATION_API.create, {
    access: 'LineItem:create_creative_line_association',
    summary:
      'Associate a creative with a line item of the same advertiser; dates inside the line’s flight; one association per pair (409)',
    body: creativeAssociationRequestSchema,
    response: creativeAssociationSchema,
    message: 'creatives.associated',
    handler: ({ body, user }) => createAssociation(deps, user, body),
  });

  route.put(CREATIVE_ASSOCIATION_API.one, {
    access: 'LineItem:update_creative_line_association',
    summary: 'Change an association’s dates or active flag',
    body: creativeAssociationUpdateSchema,
    response: creativeAssociationSchema,
    message: 'creatives.association_updated',
    handler: ({ params, body, user }) => updateAssociation(deps, user, params.id, body),
  });

  route.remove(CREATIVE_ASSOCIATION_API.one, {
    access: 'LineItem:delete_creative_line_association',
    summary: 'Remove an association',
    message: 'creatives.association_deleted',
    handler: ({ params, user }) => deleteAssociation(deps, user, params.id),
  });
};
