import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../../lib/format/money.ts';
import { useLookup } from '../../../lib/reference/reference-lists.ts';
import { ControlledSelect, toOptions } from '../../../ui/controlled-select.tsx';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { dailyBudgetFloor, flightLength } from './flight.ts';
import { FlightDuration, FlightFields } from './flight-fields.tsx';
import type { CampaignFormController } from './use-campaign-form.ts';

/** "Budget and flight": amounts in the advertiser's currency, the dates in the campaign's time zone. */
export function BudgetFlightSection({ controller }: { controller: CampaignFormController }) {
  const { t, i18n } = useTranslation('campaigns');
  const { form, currencyCode, currency } = controller;
  const budgetTypes = useLookup('budget_types');
  const [budget, start, end] = useWatch({
    control: form.control,
    name: ['budget', 'start_date', 'end_date'],
  });
  const days = flightLength(start, end);
  const floor = dailyBudgetFloor(budget, start, end);
  const suffix = currencyCode ? (
    <Text size="xs" c="dimmed" fw={500}>
      {currencyCode}
    </Text>
  ) : undefined;
  const below = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];

  return (
    <Fieldset legend={t('form.sections.budget')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        <FieldTextInput
          form={form}
          name="budget"
          label={t('fields.budget')}
          withAsterisk
          inputMode="decimal"
          rightSection={suffix}
          rightSectionWidth={44}
          description={
            currency?.budget_max
              ? t('form.budget_max_hint', {
                  max: formatDecimal(currency.budget_max, i18n.language),
                  currency: currency.code,
                })
              : currencyCode
                ? undefined
                : t('form.choose_advertiser_first')
          }
          inputWrapperOrder={below}
        />
        <ControlledSelect
          control={form.control}
          name="budget_type_id"
          label={t('fields.budget_type_id')}
          data={toOptions(budgetTypes.data)}
          loading={budgetTypes.isPending}
          withAsterisk
        />
        <FieldTextInput
          form={form}
          name="daily_budget"
          label={t('fields.daily_budget')}
          inputMode="decimal"
          rightSection={suffix}
          rightSectionWidth={44}
          description={
            floor
              ? t('form.daily_budget_hint', {
                  min: formatDecimal(floor, i18n.language),
                  currency: currencyCode ?? '',
                })
              : undefined
          }
          inputWrapperOrder={below}
        />
        <FlightFields control={form.control} namespace="campaigns" />
      </SimpleGrid>
      <FlightDuration days={days} namespace="campaigns" mt="xs" />
    </Fieldset>
  );
}
