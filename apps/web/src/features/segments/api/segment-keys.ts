import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of segments: `['segments','list',state]`, `['segments','detail',id]`. */
export const segmentKeys = createQueryKeys('segments');
/** Query keys of segment categories. */
export const segmentCategoryKeys = createQueryKeys('segment_categories');

/** Tree pages: by owner (`account` or a provider key), node and page. */
export const segmentTreeKey = (owner: string, parent: string, page: number) =>
  segmentKeys.of('tree', owner, parent, page);
export const segmentSearchKey = (search: string, provider: string | null, page: number) =>
  segmentKeys.of('search', search, provider ?? '', page);
export const segmentTagKey = (id: number, tagTypeId: number, language: string) =>
  segmentKeys.of('tag', id, tagTypeId, language);
