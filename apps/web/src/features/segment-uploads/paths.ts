/** The segment upload screen (001 §2); the router mounts it under /admin. */
export const segmentUploadPaths = {
  create: '/admin/segmentUpload/create',
} as const;
