import { segmentUploadFileSchema, segmentUploadTargetIdsSchema } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { z } from 'zod';

/**
 * The upload form's rules: the contract's (at least one segment; a .txt file of at most 64 MB, chosen
 * first), read from the picked `File` as its name and size, as the server reads the received file.
 */
export const uploadFormSchema = z.object({
  segment_ids: segmentUploadTargetIdsSchema,
  file: z.preprocess(
    (file) => (file instanceof File ? { name: file.name, size: file.size } : undefined),
    segmentUploadFileSchema,
  ),
});

/** What the inputs hold. */
export type UploadFormValues = { segment_ids: number[]; file: File | null };
export type UploadFormOutput = z.output<typeof uploadFormSchema>;

/** Server errors on these fields land on the field itself. */
export const UPLOAD_FIELDS = ['segment_ids', 'file'] as const;

/** The form's resolver; the file's preprocessing makes zod type its input as unknown, hence the cast. */
export const uploadFormResolver = zodResolver(uploadFormSchema) as Resolver<
  UploadFormValues,
  unknown,
  UploadFormOutput
>;
