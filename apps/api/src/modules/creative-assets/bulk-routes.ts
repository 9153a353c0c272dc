import { readFile } from 'node:fs/promises';
import {
  BULK_LIMITS,
  BULK_TEMPLATES,
  bulkResultSchema,
  bulkUploadFieldsSchema,
  CREATIVE_ASSET_API,
} from '@beacon/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../platform/deps.ts';
import { badRequest, issuesToFieldErrors, unprocessable } from '../../platform/errors.ts';
import { declareRoutes } from '../../platform/route.ts';
import { createBulkCreatives } from './bulk.ts';
import { BULK_SAMPLES, readBulkCsv } from './bulk-csv.ts';
import { receiveMultipart } from './multipart-files.ts';
import { openZip, ZipRefused } from './zip-reader.ts';

/** Bulk creative upload: a zip of assets and a csv, one creative (and association) per valid row. */
export const bulkRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  const route = declareRoutes(app, 'creative assets');

  route.post(CREATIVE_ASSET_API.bulk, {
    access: 'Creative:create_creative_bulk',
    summary:
      'Create creatives in bulk from a zip of assets and a csv (valid rows created, invalid rows skipped)',
    description:
      'Multipart form data: `zip` (100 MB) and `csv` (2 MB, 1,000 rows), both required; `template` = ' +
      '`image` (columns creative_name, asset_name, line_item_id; optional start_date, end_date as dd/mm/yyyy, ' +
      'app_nexus ON/OFF, click_url) or `script_tag` (creative_name, dimension_width, dimension_height, ' +
      'javascript_tag, thumbnail_upload; optional line_item_id, dates, app_nexus, click_url); optional ' +
      '`advertiser_id`. A zip with paths outside its root, over 1,000 entries or over 200 MB unpacked is ' +
      'refused (422) before anything is written. Each valid row is created in its own transaction.',
    consumes: ['multipart/form-data'],
    response: bulkResultSchema,
    message: (result) => (result.created > 0 ? 'creative_bulk.done' : 'creative_bulk.nothing_created'),
    handler: async ({ user, request }) => {
      const received = await receiveMultipart(request, deps, {
        zip: { maxBytes: BULK_LIMITS.zipMaxBytes },
        csv: { maxBytes: BULK_LIMITS.csvMaxBytes },
      });
      try {
        const missing: Record<string, string[]> = {};
        if (!received.files.zip?.bytes) missing.zip = ['creative_bulk.zip_required'];
        if (!received.files.csv?.bytes) missing.csv = ['creative_bulk.csv_required'];
        if (Object.keys(missing).length) throw badRequest(missing, 'A .zip and a .csv are required');
        const fields = bulkUploadFieldsSchema.safeParse(received.fields);
        if (!fields.success) throw badRequest(issuesToFieldErrors(fields.error.issues));
        const zipFile = received.files.zip!;
        const csvFile = received.files.csv!;
        if (!/\.zip$/i.test(zipFile.filename)) throw unprocessable({ zip: ['creative_bulk.zip_extension'] });
        if (!/\.csv$/i.test(csvFile.filename)) throw unprocessable({ csv: ['creative_bulk.csv_extension'] });
        const rows = readBulkCsv(await readFile(csvFile.path), fields.data.template);
        const zip = await openZip(zipFile.path).catch((error: unknown) => {
          if (error instanceof ZipRefused) {
            throw unprocessable({ zip: [error.key] }, `The zip was refused (${error.detail ?? error.key})`);
          }
          throw error;
        });
        try {
          return await createBulkCreatives(deps, user, zip, rows, {
            template: fields.data.template,
            advertiserId: fields.data.advertiser_id,
          });
        } finally {
          zip.close();
        }
      } finally {
        await received.cleanup();
      }
    },
  });

  route.get(CREATIVE_ASSET_API.bulkSample, {
    access: 'Creative:create_creative_bulk',
    summary: 'A sample csv of a bulk variant (image or script_tag)',
    file: { description: 'The sample csv', types: ['text/csv'] },
    params: z.object({ template: z.enum(BULK_TEMPLATES) }),
    handler: ({ params }, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="creatives-bulk-${params.template}.csv"`)
        .send(`${BULK_SAMPLES[params.template]}\r\n`),
  });
};
