import { Button, Group, Paper, Stack, Switch } from '@mantine/core';
import type { FormEventHandler } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
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
        <Group justify="space-between" gap="sm">
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <Switch
                label={t('fields.active')}
                checked={field.value}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Group gap="sm">
            <Button component={Link} to={segmentsPaths.index} variant="default">
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}
