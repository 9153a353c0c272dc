import { Paper, Stack } from '@mantine/core';
import type { FormEventHandler } from 'react';
import { useTranslation } from 'react-i18next';
import { FormButtons } from '../../../ui/form-footer.tsx';
import { ReadOnlyFields } from '../../../ui/read-only.tsx';
import { lineItemsPaths } from '../paths.ts';
import { BiddingSection } from './bidding-section.tsx';
import { BudgetFlightSection } from './budget-flight-section.tsx';
import { GeneralSection } from './general-section.tsx';
import { PacingSection } from './pacing-section.tsx';
import { RotationSection } from './rotation-section.tsx';
import type { LineItemFormController } from './use-line-item-form.ts';

type Props = {
  controller: LineItemFormController;
  creating: boolean;
  label: string;
  /** Saves and goes to the list. */
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Saves and stays on the form ("Save and continue editing"). */
  onSubmitAndContinue: () => void;
  saving: boolean;
  saveLabel: string;
};

/** The line item's overview: its sections and the save row, shared by create and edit. */
export function LineItemForm(props: Props) {
  const { controller, creating, label, onSubmit, onSubmitAndContinue, saving, saveLabel } = props;
  const { t } = useTranslation('lineItems');
  const campaignId = controller.watched.campaign_id;
  return (
    <Paper withBorder p="md" radius="md" component="form" onSubmit={onSubmit} noValidate aria-label={label}>
      <ReadOnlyFields>
        <Stack gap="md">
          <GeneralSection controller={controller} creating={creating} />
          <BudgetFlightSection controller={controller} />
          <BiddingSection controller={controller} />
          <PacingSection controller={controller} />
          <RotationSection controller={controller} />
          <FormButtons
            justify="flex-end"
            wrap="nowrap"
            cancelTo={campaignId ? lineItemsPaths.ofCampaign(campaignId) : lineItemsPaths.index}
            cancelLabel={t('common.cancel')}
            onSubmitAndContinue={onSubmitAndContinue}
            continueLabel={t('form.save_and_continue')}
            saving={saving}
            submitLabel={saveLabel}
          />
        </Stack>
      </ReadOnlyFields>
    </Paper>
  );
}
