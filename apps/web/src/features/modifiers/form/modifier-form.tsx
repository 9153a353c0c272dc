import type { ModifierTypeCode } from '@beacon/contracts';
import { Button, Group, Paper, Stack } from '@mantine/core';
import type { FormEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { modifiersPaths } from '../paths.ts';
import { TermsSection } from '../terms/terms-section.tsx';
import { GeneralSection } from './general-section.tsx';
import type { ModifierFormApi } from './modifier-form-values.ts';

type Props = {
  form: ModifierFormApi;
  type: ModifierTypeCode;
  label: string;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  externalId?: number;
};

/** The modifier form: "General" and "Terms" (docs/REQUIREMENTS.md#modifiers), then the buttons. */
export function ModifierForm({ form, type, label, submitLabel, onSubmit, saving, externalId }: Props) {
  const { t } = useTranslation('modifiers');
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <GeneralSection
          form={form}
          type={type}
          externalId={externalId}
          autoFocus={externalId === undefined}
        />
        <TermsSection form={form} type={type} />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={modifiersPaths.index} variant="default">
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
