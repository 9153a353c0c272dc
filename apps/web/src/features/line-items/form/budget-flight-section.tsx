import { LINE_BUDGET_TYPES } from '@beacon/contracts';
import { Fieldset, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDecimal } from '../../../lib/format/money.ts';
import { useLookup } from '../../../lib/reference/reference-lists.ts';
import { ControlledSelect, toOptions } from '../../../ui/controlled-select.tsx';
import { ControlledSwitch } from '../../../ui/controlled-switch.tsx';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { dailyBudgetFloor, flightLength } from '../../campaigns/form/flight.ts';
import { FlightDuration, FlightFields } from '../../campaigns/form/flight-fields.tsx';
import { CampaignHint } from './campaign-hint.tsx';
import type { LineItemFormController } from './use-line-item-form.ts';

const below = ['label', 'input', 'description', 'error'] as ('label' | 'input' | 'description' | 'error')[];

/**
 * "Budget and flight": money in the campaign's currency (or a count of impressions), the flight
 * inside the campaign's, in a time zone that starts as the campaign's.
 */
export function BudgetFlightSection({ controller }: { controller: LineItemFormController }) {
  const { t, i18n } = useTranslation('lineItems');
  const { form, campaign, currency, flags, watched } = controller;
  const budgetTypes = useLookup('line_budget_types');
  const impressions = Number(watched.budget_type_id) === LINE_BUDGET_TYPES.impressions;
  const unit = impressions ? t('impressions_short') : (campaign?.currency ?? null);
  const days = flightLength(watched.start_date, watched.end_date);
  const floor = flags.daily_budget.show
    ? dailyBudgetFloor(watched.budget, watched.start_date, watched.end_date)
    : null;
  const suffix = unit ? (
    <Text size="xs" c="dimmed" fw={500}>
      {unit}
    </Text>
  ) : undefined;

  return (
    <Fieldset legend={t('form.sections.budget')} variant="filled">
      <Stack gap="xs">
        <CampaignHint controller={controller} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
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
            name="budget"
            label={t('fields.budget')}
            withAsterisk
            inputMode="decimal"
            rightSection={suffix}
            rightSectionWidth={52}
            description={
              !impressions && currency?.budget_max
                ? t('form.budget_max_hint', {
                    max: formatDecimal(currency.budget_max, i18n.language),
                    currency: currency.code,
                  })
                : impressions
                  ? t('form.impressions_hint')
                  : undefined
            }
            inputWrapperOrder={below}
          />
          {flags.daily_budget.show && (
            <FieldTextInput
              form={form}
              name="daily_budget"
              label={t('fields.daily_budget')}
              withAsterisk={flags.daily_budget.required}
              disabled={flags.daily_budget.disabled}
              inputMode="decimal"
              rightSection={suffix}
              rightSectionWidth={52}
              description={
                floor
                  ? t('form.daily_budget_hint', {
                      min: formatDecimal(floor, i18n.language),
                      unit: unit ?? '',
                    })
                  : undefined
              }
              inputWrapperOrder={below}
            />
          )}
          <FlightFields control={form.control} namespace="lineItems" />
        </SimpleGrid>
        <FlightDuration days={days} namespace="lineItems" />
        <ControlledSwitch
          control={form.control}
          name="guaranteed"
          label={t('fields.guaranteed')}
          description={t('form.guaranteed_hint')}
        />
      </Stack>
    </Fieldset>
  );
}
