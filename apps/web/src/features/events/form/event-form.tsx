import { Fieldset, Group, Paper, Stack } from '@mantine/core';
import type { FormEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { ControlledSwitch } from '../../../ui/controlled-switch.tsx';
import { FormButtons } from '../../../ui/form-footer.tsx';
import { useReadOnly } from '../../../ui/read-only.tsx';
import type { EventFormApi } from '../lib/event-form-values.ts';
import { eventsPaths } from '../paths.ts';
import { AttributionSection } from './attribution-section.tsx';
import { EventSection } from './event-section.tsx';
import { TagSection } from './tag-section.tsx';

type Props = {
  form: EventFormApi;
  creating: boolean;
  label: string;
  /** Saves and goes back to EventIndex. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Saves and stays on the event ("Save and continue"). */
  onSubmitAndContinue: () => void;
  saving: boolean;
  saveLabel: string;
  /** An archived event is shown, not edited (docs/REQUIREMENTS.md#events). */
  readOnly?: boolean;
};

/** The event's sections and the save row, shared by create and edit. */
export function EventForm(props: Props) {
  const { form, creating, label, onSubmit, onSubmitAndContinue, saving, saveLabel } = props;
  // Archived events, and every event for a user who may see but not change them, are read-only.
  const readOnly = useReadOnly() || props.readOnly;
  const { t } = useTranslation('events');
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={onSubmit} noValidate aria-label={label}>
      <Fieldset variant="unstyled" disabled={readOnly} p={0} m={0}>
        <Stack gap="md">
          <EventSection
            form={form}
            advertiserLocked={!creating}
            autoFocus={creating}
            onAdvertiserChange={() => form.setValue('segment_id', null)}
          />
          <AttributionSection form={form} />
          <TagSection form={form} />
          <Group justify="space-between" gap="sm" wrap="nowrap">
            <ControlledSwitch control={form.control} name="active" label={t('fields.active')} />
            {!readOnly && (
              <FormButtons
                wrap="nowrap"
                cancelTo={eventsPaths.index}
                cancelLabel={t('form.cancel')}
                onSubmitAndContinue={onSubmitAndContinue}
                continueLabel={t('form.save_and_continue')}
                saving={saving}
                submitLabel={saveLabel}
              />
            )}
          </Group>
        </Stack>
      </Fieldset>
    </Paper>
  );
}
