import { Fieldset, Group, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../lib/reference/reference-lists.ts';
import { ControlledSelect, toOptions } from '../../../ui/controlled-select.tsx';
import { fieldError } from '../../../ui/form-errors.ts';
import type { CampaignFormController } from './use-campaign-form.ts';

/** "Frequency cap": at most `ads` impressions every `every` units of time — all three or none. */
export function FrequencySection({ controller }: { controller: CampaignFormController }) {
  const { t } = useTranslation('campaigns');
  const { form } = controller;
  const errors = form.formState.errors.frequency;
  const unitTimes = useLookup('unit_times');
  const capTypes = useLookup('frequency_cap_types');
  return (
    <Fieldset legend={t('form.sections.frequency')} variant="filled">
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          w={120}
          label={t('fields.frequency_ads')}
          inputMode="numeric"
          {...form.register('frequency.ads')}
          error={fieldError(errors?.ads)}
        />
        <TextInput
          w={120}
          label={t('fields.frequency_every')}
          inputMode="numeric"
          {...form.register('frequency.every')}
          error={fieldError(errors?.every)}
        />
        <ControlledSelect
          w={180}
          control={form.control}
          name="frequency.unit_time_id"
          label={t('fields.frequency_unit_time')}
          data={toOptions(unitTimes.data)}
          loading={unitTimes.isPending}
          clearable
        />
        <ControlledSelect
          w={220}
          control={form.control}
          name="frequency_cap_type_id"
          label={t('fields.frequency_cap_type_id')}
          data={toOptions(capTypes.data)}
          loading={capTypes.isPending}
          clearable
        />
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {t('form.frequency_hint')}
      </Text>
    </Fieldset>
  );
}
