/** The queue of custom-list uploads (a module of its own: the service reads it, the job imports the service). */
export const CUSTOM_LIST_UPLOAD_JOB = 'custom-lists.upload';
