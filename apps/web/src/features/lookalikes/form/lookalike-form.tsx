import { Button, Group, Paper, Stack } from '@mantine/core';
import type { FormEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { lookalikesPaths } from '../paths.ts';
import { AudienceSection } from './audience-section.tsx';
import type { LookalikeFormApi } from './lookalike-form-values.ts';
import { SeedSection } from './seed-section.tsx';
import { SimilaritySection } from './similarity-section.tsx';

type Props = { form: LookalikeFormApi; onSubmit: FormEventHandler<HTMLFormElement>; saving: boolean };

/** The lookalike form: audience, seed and country, similarity, and the buttons. */
export function LookalikeForm({ form, onSubmit, saving }: Props) {
  const { t } = useTranslation('lookalikes');
  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="form"
      onSubmit={onSubmit}
      noValidate
      aria-label={t('create.title')}
    >
      <Stack gap="md">
        <AudienceSection form={form} />
        <SeedSection form={form} />
        <SimilaritySection form={form} />
        <Group justify="flex-end" gap="sm">
          <Button component={Link} to={lookalikesPaths.index} variant="default">
            {t('form.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('create.submit')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
