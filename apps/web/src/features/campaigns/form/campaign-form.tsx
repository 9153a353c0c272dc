import { Button, Group, Paper, Stack } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ReadOnlyFields } from '../../../ui/read-only.tsx';
import { campaignsPaths } from '../paths.ts';
import { BudgetFlightSection } from './budget-flight-section.tsx';
import { CampaignSection } from './campaign-section.tsx';
import { DeliverySection } from './delivery-section.tsx';
import { FrequencySection } from './frequency-section.tsx';
import type { CampaignFormController } from './use-campaign-form.ts';

type Props = {
  controller: CampaignFormController;
  creating: boolean;
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  saving: boolean;
  saveLabel: string;
  /** Shown left of the buttons (e.g. who accepted the campaign terms). */
  footer?: ReactNode;
};

/** The campaign form's sections and its save/cancel row, shared by create and edit. */
export function CampaignForm({ controller, creating, label, onSubmit, saving, saveLabel, footer }: Props) {
  const { t } = useTranslation('campaigns');
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={onSubmit} noValidate aria-label={label}>
      <ReadOnlyFields>
        <Stack gap="md">
          <CampaignSection controller={controller} creating={creating} />
          <BudgetFlightSection controller={controller} />
          <DeliverySection controller={controller} />
          <FrequencySection controller={controller} />
          <Group justify="space-between" gap="sm" wrap="nowrap" align="center">
            <div>{footer}</div>
            <Group gap="sm" wrap="nowrap">
              <Button component={Link} to={campaignsPaths.index} variant="default">
                {t('common.cancel')}
              </Button>
              <Button type="submit" loading={saving}>
                {saveLabel}
              </Button>
            </Group>
          </Group>
        </Stack>
      </ReadOnlyFields>
    </Paper>
  );
}
