/** Native creatives' parts: texts and the asset ids of images, icons and videos. */

import { z } from 'zod';
import { emptyToNull, idList, optionalText } from './creative-field-parsers.ts';

/** Native parts (docs/REQUIREMENTS.md#creatives): texts and asset ids of images, icons and videos. */
export const nativePartsSchema = z.object({
  title_text: optionalText(90),
  body_text: optionalText(500),
  call_to_action: optionalText(30),
  aspect_ratio: z.preprocess(
    emptyToNull,
    z
      .string()
      .regex(/^\d{1,3}:\d{1,3}$/, 'validation.aspect_ratio')
      .nullable(),
  ),
  images: idList,
  icons: idList,
  videos: idList,
});

export type NativeParts = z.output<typeof nativePartsSchema>;

/** The native parts as the API answers them (no input coercion: answers are encoded, not parsed). */
export const nativePartsResponseSchema = z.object({
  title_text: z.string().nullable(),
  body_text: z.string().nullable(),
  call_to_action: z.string().nullable(),
  aspect_ratio: z.string().nullable(),
  images: z.array(z.number().int()),
  icons: z.array(z.number().int()),
  videos: z.array(z.number().int()),
});
