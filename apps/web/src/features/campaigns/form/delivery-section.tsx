import { Fieldset, Group, SimpleGrid } from '@mantine/core';
import type { FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../lib/reference/reference-lists.ts';
import { ControlledSelect, toOptions } from '../../../ui/controlled-select.tsx';
import { ControlledSwitch } from '../../../ui/controlled-switch.tsx';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import type { CampaignFormValues } from './campaign-form-values.ts';
import type { CampaignFormController } from './use-campaign-form.ts';

const FLAGS = ['bid_shading', 'automatic_allocation', 'campaign_pmp', 'allows_events'] as const;

/** "Delivery": how the campaign buys and what it optimises for. */
export function DeliverySection({ controller }: { controller: CampaignFormController }) {
  const { t } = useTranslation('campaigns');
  const { form } = controller;
  const deliveryTypes = useLookup('delivery_types');
  const objectives = useLookup('delivery_objectives');
  const pacing = useLookup('campaign_pacing');
  const optimization = useLookup('optimization_strategies');
  const strategies = useLookup('strategies');
  const kpis = useLookup('kpis');
  const select = (
    name: FieldPath<CampaignFormValues>,
    list: ReturnType<typeof useLookup>,
    required: boolean,
  ) => (
    <ControlledSelect
      control={form.control}
      name={name}
      label={t(`fields.${name}`)}
      data={toOptions(list.data)}
      loading={list.isPending}
      withAsterisk={required}
      clearable={!required}
    />
  );
  return (
    <Fieldset legend={t('form.sections.delivery')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        {select('delivery_type_id', deliveryTypes, true)}
        {select('delivery_objective_id', objectives, true)}
        {select('campaign_pacing_id', pacing, true)}
        {select('optimization_strategy_id', optimization, true)}
        {select('strategy_id', strategies, false)}
        <Group gap="xs" grow wrap="nowrap" align="flex-start">
          {select('kpi_id', kpis, false)}
          <FieldTextInput form={form} name="kpi_target" label={t('fields.kpi_target')} inputMode="decimal" />
        </Group>
      </SimpleGrid>
      <Group gap="lg" mt="sm">
        {FLAGS.map((flag) => (
          <ControlledSwitch key={flag} control={form.control} name={flag} label={t(`fields.${flag}`)} />
        ))}
      </Group>
    </Fieldset>
  );
}
