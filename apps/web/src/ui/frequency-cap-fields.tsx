import { Group, Text } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../lib/reference/reference-lists.ts';
import { ControlledSelect, toOptions } from './controlled-select.tsx';
import { FieldTextInput } from './form-fields.tsx';
import { numericOnly } from './numeric-only.ts';

type FrequencyValues = {
  frequency: { ads: string; every: string; unit_time_id: string | null };
  frequency_cap_type_id: string | null;
};

/**
 * The frequency cap of a campaign or a line item: at most `ads` impressions every `every` units of
 * time (all three or none) and how the cap counts, with the hint under them. Labels come from the
 * form's translation namespace.
 */
export function FrequencyCapFields<F extends FieldValues & FrequencyValues>({
  form,
  namespace,
  capTypeWidth,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's transformed (submitted) type does not matter here
  form: UseFormReturn<F, unknown, any>;
  namespace: string;
  capTypeWidth: number;
}) {
  const { t } = useTranslation(namespace);
  const unitTimes = useLookup('unit_times');
  const capTypes = useLookup('frequency_cap_types');
  return (
    <>
      <Group gap="sm" align="flex-start" wrap="wrap">
        <FieldTextInput
          form={form}
          name={'frequency.ads' as Path<F>}
          w={120}
          label={t('fields.frequency_ads')}
          {...numericOnly}
        />
        <FieldTextInput
          form={form}
          name={'frequency.every' as Path<F>}
          w={120}
          label={t('fields.frequency_every')}
          {...numericOnly}
        />
        <ControlledSelect
          w={180}
          control={form.control}
          name={'frequency.unit_time_id' as Path<F>}
          label={t('fields.frequency_unit_time')}
          data={toOptions(unitTimes.data)}
          loading={unitTimes.isPending}
          clearable
        />
        <ControlledSelect
          w={capTypeWidth}
          control={form.control}
          name={'frequency_cap_type_id' as Path<F>}
          label={t('fields.frequency_cap_type_id')}
          data={toOptions(capTypes.data)}
          loading={capTypes.isPending}
          clearable
        />
      </Group>
      <Text size="xs" c="dimmed" mt={6}>
        {t('form.frequency_hint')}
      </Text>
    </>
  );
}
