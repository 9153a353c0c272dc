import { Paper, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormFooter } from '../../../ui/form-footer.tsx';
import { ReadOnlyFields } from '../../../ui/read-only.tsx';
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
      <ReadOnlyFields>
        <Stack gap="md">
          <AdvertiserSection form={form} autoFocus={autoFocus} />
          <MarketSection form={form} currencyLocked={currencyLocked} />
          {children}
          <FormFooter
            control={form.control}
            activeLabel={t('fields.active')}
            cancelTo={advertisersPaths.index}
            cancelLabel={t('form.cancel')}
            saving={saving}
            submitLabel={submitLabel}
          />
        </Stack>
      </ReadOnlyFields>
    </Paper>
  );
}
