import { Button, Group, Paper, Stack, Switch } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { advertisersPaths } from '../paths.ts';
import type { AdvertiserFormApi } from './advertiser-form-values.ts';
import { AdvertiserSection } from './advertiser-section.tsx';
import { MarketSection } from './market-section.tsx';

type Props = {
  form: AdvertiserFormApi;
  onSubmit: FormEventHandler<HTMLFormElement>;
  label: string;
  saving: boolean;
  submitLabel: string;
  currencyLocked?: boolean;
  autoFocus?: boolean;
  /** Further sections (e.g. the users of an advertiser on edit), above the buttons. */
  children?: ReactNode;
};

/** The advertiser form shared by create and edit: its sections, the active switch and the buttons. */
export function AdvertiserForm({
  form,
  onSubmit,
  label,
  saving,
  submitLabel,
  currencyLocked,
  autoFocus,
  children,
}: Props) {
  const { t } = useTranslation('advertisers');
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={onSubmit} noValidate aria-label={label}>
      <Stack gap="md">
        <AdvertiserSection form={form} autoFocus={autoFocus} />
        <MarketSection form={form} currencyLocked={currencyLocked} />
        {children}
        <Group justify="space-between" gap="sm">
          <Controller
            control={form.control}
            name="active"
            render={({ field }) => (
              <Switch
                label={t('fields.active')}
                checked={field.value ?? true}
                onChange={(e) => field.onChange(e.currentTarget.checked)}
                onBlur={field.onBlur}
                ref={field.ref}
              />
            )}
          />
          <Group gap="sm">
            <Button component={Link} to={advertisersPaths.index} variant="default">
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
