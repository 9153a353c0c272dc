import { LOOKALIKE_API, type Lookalike, type LookalikeInput } from '@beacon/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/client.ts';
import { useInvalidator } from '../../../lib/api/invalidator.ts';
import { useCreateMutation } from '../../../lib/api/record-mutations.ts';
import { notifyError, notifySuccess } from '../../../ui/notify.ts';
import { activityKeys } from '../../activity-log/api/activity-keys.ts';
import { segmentKeys } from '../../segments/api/segment-keys.ts';
import { lookalikeKeys } from './lookalike-keys.ts';

/** Lookalike changes refresh the lookalike lists and details, the segments and the segment log. */
function useInvalidateLookalikes() {
  return useInvalidator([lookalikeKeys.all(), segmentKeys.all(), activityKeys('segment').all()]);
}

export function useCreateLookalike() {
  return useCreateMutation<LookalikeInput, Lookalike>(LOOKALIKE_API.list, useInvalidateLookalikes());
}

/**
 * Activates a finished lookalike's segment (the body is the lookalike entity,
 * docs/REQUIREMENTS.md#lookalikes).
 */
export function useActivateLookalike() {
  const invalidate = useInvalidateLookalikes();
  return useMutation({
    mutationFn: (lookalike: Lookalike) =>
      api.put<Lookalike>(LOOKALIKE_API.activate(lookalike.segment_id), lookalike),
    onSuccess: (lookalike) => notifySuccess('lookalikes:messages.activated', { name: lookalike.name }),
    onError: (error) => notifyError(error),
    onSettled: () => invalidate(),
  });
}
