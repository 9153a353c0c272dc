import { Fieldset, SimpleGrid, Text, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../../lib/format/money.ts';
import { useLookup } from '../../../lib/reference/reference-lists.ts';
import { ControlledSelect, toOptions } from '../../../ui/controlled-select.tsx';
import { fieldError } from '../../../ui/form-errors.ts';
import { dailyBudgetFloor, flightLength } from './flight.ts';
import { FlightDuration, FlightFields } from './flight-fields.tsx';
import type { CampaignFormController } from './use-campaign-form.ts';

/** "Budget and flight": amounts in the advertiser's currency, the dates in the campaign's time zone. */
export function BudgetFlightSection({ controller }: { controller: CampaignFormController }) {
  const { t, i18n } = useTranslation('campaigns');
  const { form, currencyCode, currency } = controller;
  const { errors } = form.formState;
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
        <TextInput
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
          {...form.register('budget')}
          error={fieldError(errors.budget)}
        />
        <ControlledSelect
          control={form.control}
          name="budget_type_id"
          label={t('fields.budget_type_id')}
          data={toOptions(budgetTypes.data)}
          loading={budgetTypes.isPending}
          withAsterisk
        />
        <TextInput
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
          {...form.register('daily_budget')}
          error={fieldError(errors.daily_budget)}
        />
        <FlightFields control={form.control} namespace="campaigns" />
      </SimpleGrid>
      <FlightDuration days={days} namespace="campaigns" mt="xs" />
    </Fieldset>
  );
}
