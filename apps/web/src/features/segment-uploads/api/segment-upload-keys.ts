import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of segment uploads: `['segment_uploads','list',state]`, `['segment_uploads','detail',id]`. */
export const segmentUploadKeys = createQueryKeys('segment_uploads');
