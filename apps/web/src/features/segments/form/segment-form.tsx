import { Paper, Stack } from '@mantine/core';
import type { FormEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { segmentsPaths } from '../paths.ts';
import { GeneralSection } from './general-section.tsx';
import { HierarchySection } from './hierarchy-section.tsx';
import { MembershipSection } from './membership-section.tsx';
import type { SegmentFormApi } from './segment-form-values.ts';

type Props = {
  form: SegmentFormApi;
  onSubmit: FormEventHandler<HTMLFormElement>;
  label: string;
  saving: boolean;
  submitLabel: string;
  selfId?: number;
  autoFocus?: boolean;
};

/** The segment form shared by create and edit: general, hierarchy and membership sections. */
export function SegmentForm({ form, onSubmit, label, saving, submitLabel, selfId, autoFocus }: Props) {
  const { t } = useTranslation('segments');
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <GeneralSection form={form} autoFocus={autoFocus} />
        <HierarchySection form={form} selfId={selfId} />
        <MembershipSection form={form} />
        <FormFooter
          control={form.control}
          activeLabel={t('fields.active')}
          cancelTo={segmentsPaths.index}
          cancelLabel={t('form.cancel')}
          saving={saving}
          submitLabel={submitLabel}
        />
      </Stack>
    </Paper>
  );
}
