/** The segment upload screen (docs/REQUIREMENTS.md#segment-uploads); the router mounts it under /admin. */
export const segmentUploadPaths = {
  create: '/admin/segmentUpload/create',
} as const;
