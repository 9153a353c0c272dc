import { SEGMENT_API, type SegmentCategory, type SegmentCategoryInput } from '@beacon/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useInvalidator } from '../../../lib/api/invalidator.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { segmentCategoryKeys, segmentKeys } from './segment-keys.ts';

/** Categories change the pickers, the category list and the segments tree. */
function useInvalidateCategories() {
  return useInvalidator([segmentCategoryKeys.all(), segmentKeys.of('tree')]);
}

export function useCreateSegmentCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (body: SegmentCategoryInput) => api.post<SegmentCategory>(SEGMENT_API.categories, body),
    onSuccess: () => invalidate(),
  });
}

export function useDeleteSegmentCategory() {
  const invalidate = useInvalidateCategories();
  return useMutation({
    mutationFn: (category: SegmentCategory) => api.delete(SEGMENT_API.category(category.id)),
    onSuccess: (_data, category) => {
      notifySuccess('segments:messages.category_deleted', { name: category.name });
      return invalidate();
    },
    onError: (error) => notifyError(error),
  });
}
