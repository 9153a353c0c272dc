import { MULTIPLIER_PACING_RANGE } from '@beacon/contracts';
import { Divider, Fieldset, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../lib/reference/reference-lists.ts';
import { ControlledSelect, toOptions } from '../../../ui/controlled-select.tsx';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { FrequencyCapFields } from '../../../ui/frequency-cap-fields.tsx';
import type { LineItemFormController } from './use-line-item-form.ts';

const below = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];

/**
 * "Pacing": how the budget is spread (ASAP has no pacing behaviour), what to do when behind, the
 * multiplier when pacing ahead, and the frequency cap (all three values or none, as on campaigns).
 */
export function PacingSection({ controller }: { controller: LineItemFormController }) {
  const { t } = useTranslation('lineItems');
  const { form, flags } = controller;
  const pacing = useLookup('line_pacing');
  const behaviors = useLookup('pacing_behaviors');
  const catchup = useLookup('catchup_behaviors');

  return (
    <Fieldset legend={t('form.sections.pacing')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        <ControlledSelect
          control={form.control}
          name="line_pacing_id"
          label={t('fields.line_pacing_id')}
          data={toOptions(pacing.data)}
          loading={pacing.isPending}
          withAsterisk
        />
        {flags.pacing_behavior_id.show && (
          <ControlledSelect
            control={form.control}
            name="pacing_behavior_id"
            label={t('fields.pacing_behavior_id')}
            data={toOptions(behaviors.data)}
            loading={behaviors.isPending}
            withAsterisk={flags.pacing_behavior_id.required}
            disabled={flags.pacing_behavior_id.disabled}
          />
        )}
        {flags.catchup_behavior_id.show && (
          <ControlledSelect
            control={form.control}
            name="catchup_behavior_id"
            label={t('fields.catchup_behavior_id')}
            data={toOptions(catchup.data)}
            loading={catchup.isPending}
            withAsterisk={flags.catchup_behavior_id.required}
            disabled={flags.catchup_behavior_id.disabled}
          />
        )}
        {flags.multiplier_pacing_behavior.show && (
          <FieldTextInput
            form={form}
            name="multiplier_pacing_behavior"
            label={t('fields.multiplier_pacing_behavior')}
            withAsterisk={flags.multiplier_pacing_behavior.required}
            disabled={flags.multiplier_pacing_behavior.disabled}
            inputMode="decimal"
            description={t('form.multiplier_hint', MULTIPLIER_PACING_RANGE)}
            inputWrapperOrder={below}
          />
        )}
      </SimpleGrid>
      <Divider my="sm" label={t('form.sections.frequency')} labelPosition="left" />
      <FrequencyCapFields form={form} namespace="lineItems" capTypeWidth={260} />
    </Fieldset>
  );
}
