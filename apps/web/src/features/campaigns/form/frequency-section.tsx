import { Fieldset } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FrequencyCapFields } from '../../../ui/frequency-cap-fields.tsx';
import type { CampaignFormController } from './use-campaign-form.ts';

/** "Frequency cap": at most `ads` impressions every `every` units of time — all three or none. */
export function FrequencySection({ controller }: { controller: CampaignFormController }) {
  const { t } = useTranslation('campaigns');
  return (
    <Fieldset legend={t('form.sections.frequency')} variant="filled">
      <FrequencyCapFields form={controller.form} namespace="campaigns" capTypeWidth={220} />
    </Fieldset>
  );
}
