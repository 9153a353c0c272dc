import type { Creative } from '@beacon/contracts';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../../ui/form-errors.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { useSaveCreative } from '../api/use-creative-mutations.ts';
import { creativesPaths } from '../paths.ts';
import { notifyRejected } from '../review/notify-rejected.ts';
import { CREATIVE_FIELDS, type CreativeFormValues, creativeToValues } from './creative-form-values.ts';
import type { CreativeFormController } from './use-creative-form.ts';

/**
 * Save and "save and continue" (docs/REQUIREMENTS.md#creatives): after saving the user goes to
 * CreativesIndex, unless continuing — then a new creative opens in its edit screen (where line associations
 * live).
 */
export function useSaveCreativeForm(controller: CreativeFormController, id: number | null) {
  const navigate = useNavigate();
  const save = useSaveCreative(id);
  const { form } = controller;

  const submit = (continueEditing: boolean) =>
    form.handleSubmit(async (payload) => {
      let saved: Creative;
      try {
        saved = await save.mutateAsync(payload);
      } catch (error) {
        applyServerErrors<CreativeFormValues>(error, form.setError, [...CREATIVE_FIELDS]);
        return;
      }
      // A rejection is what the user must act on: it stays on screen instead of the success toast.
      if (saved.approval_status === 'rejected') notifyRejected(saved);
      else
        notifySuccess(id === null ? 'creatives:messages.created' : 'creatives:messages.updated', {
          name: saved.name,
        });
      if (!continueEditing) navigate(creativesPaths.index);
      else if (id === null) navigate(creativesPaths.edit(saved.id), { replace: true });
      else form.reset(creativeToValues(saved));
    })();

  return { submit, saving: save.isPending };
}
