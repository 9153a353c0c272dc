import { createQueryKeys } from '../../../ui/data-grid/index.ts';

/** Query keys of segments: `['segments','list',state]`, `['segments','detail',id]`. */
export const segmentKeys = createQueryKeys('segments');
/** Query keys of segment categories. */
export const segmentCategoryKeys = createQueryKeys('segment_categories');

/** Tree pages: by owner (`account` or a provider key), node and page. */
export const segmentTreeKey = (owner: string, parent: string, page: number) =>
  ['segments', 'tree', owner, parent, page] as const;
export const segmentSearchKey = (search: string, provider: string | null, page: number) =>
  ['segments', 'search', search, provider ?? '', page] as const;
export const segmentTagKey = (id: number, tagTypeId: number, language: string) =>
  ['segments', 'tag', id, tagTypeId, language] as const;
