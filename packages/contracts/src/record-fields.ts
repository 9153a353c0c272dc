import { z } from 'zod';

/** When a stored object was created and last changed (ISO 8601 text), as its answers carry them. */
export const timestampFields = { created_at: z.string(), updated_at: z.string() };

/** Who created and last changed a stored object (user ids, null once unknown), and when. */
export const auditFields = {
  created_by: z.number().int().nullable(),
  updated_by: z.number().int().nullable(),
  ...timestampFields,
};
