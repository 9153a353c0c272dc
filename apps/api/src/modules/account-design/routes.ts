import {
  ACCOUNT_DESIGN_API,
  accountDesignFieldsSchema,
  accountDesignSchema,
  accountLogoParamsSchema,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../platform/deps.ts';
import { badRequest, issuesToFieldErrors, notFound } from '../../platform/errors.ts';
import { declareRoutes } from '../../platform/route.ts';
import { readForm } from '../users/form-data.ts';
import { getDesign, LOGO_FOLDER, restoreDesign, saveDesign } from './service.ts';

const MIME = { png: 'image/png', jpg: 'image/jpeg' } as const;

/** Account design settings (docs/REQUIREMENTS.md#account-design) and the logos the console shows. */
export const accountDesignRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'account design');

  route.get(ACCOUNT_DESIGN_API.one, {
    access: 'Account:design_settings',
    summary: 'The design settings of the active account',
    response: accountDesignSchema,
    handler: ({ user }) => getDesign(deps, user),
  });

  route.post(ACCOUNT_DESIGN_API.one, {
    access: 'Account:design_settings',
    summary:
      'Save the design of the active account: multipart form data `platform_name`, `domain`, `help_url`, ' +
      '`logo_size`, `remove_logo`, `primary_color`, `account_name_color`, `header_color`, `header_text_color`, ' +
      '`navbar_color`, `navbar_text_color` and an optional `logo_file` (PNG or JPEG, 2 MB at most)',
    description:
      'A domain another account already claimed is a 409. The domain is the host name the sign-in page is ' +
      'served on: `GET /api/settings/{domain}` answers this design for it.',
    consumes: ['multipart/form-data', 'application/json'],
    response: accountDesignSchema,
    message: 'account_design.saved',
    errors: [409],
    handler: async ({ user, request }) => {
      const { fields, file } = await readForm(request, 'logo_file');
      const parsed = accountDesignFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(issuesToFieldErrors(parsed.error.issues));
      return saveDesign(deps, user, parsed.data, file);
    },
  });

  route.post(ACCOUNT_DESIGN_API.restore, {
    access: 'Account:design_settings',
    summary: 'Restore the product look for the active account (its domain stays)',
    response: accountDesignSchema,
    message: 'account_design.restored',
    handler: ({ user }) => restoreDesign(deps, user),
  });

  route.get(ACCOUNT_DESIGN_API.logo, {
    access: 'public',
    summary: 'An account logo by its stored name (shown on the sign-in page, so public)',
    params: accountLogoParamsSchema,
    file: { description: 'The logo', types: ['image/png', 'image/jpeg'] },
    handler: async ({ params }, reply) => {
      const body = await deps.storage.get(`${LOGO_FOLDER}/${params.file}`);
      if (!body) throw notFound('Logo');
      const ext = params.file.endsWith('.png') ? 'png' : 'jpg';
      return (
        reply
          .header('content-type', MIME[ext])
          // A new upload gets a new name, so a logo never changes under its URL.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(body)
      );
    },
  });
};
