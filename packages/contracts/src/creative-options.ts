/** Creative sizes and templates as the reference lists answer them. */

import { z } from 'zod';

/** A `creative_sizes` option as `/api/list/creative_sizes` answers it. */
export const creativeSizeOptionSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    width: z.number().int(),
    height: z.number().int(),
  })
  .meta({ id: 'CreativeSizeOption' });

export type CreativeSizeOption = z.infer<typeof creativeSizeOptionSchema>;

/** A `creative_templates` option as `/api/list/creative_templates` answers it. */
export const creativeTemplateOptionSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    creative_type_id: z.number().int(),
    asset_route: z.string(),
    asset_type_id: z.number().int().nullable(),
    extra: z.string(),
    family: z.string(),
    payload_builder: z.boolean(),
    provider: z.string().nullable(),
  })
  .meta({ id: 'CreativeTemplateOption' });

export type CreativeTemplateOption = z.infer<typeof creativeTemplateOptionSchema>;
