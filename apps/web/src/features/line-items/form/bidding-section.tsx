import { BID_FIELDS, type BidField, LINE_ITEM_TYPES, PERCENT_FIELDS } from '@beacon/contracts';
import { Checkbox, Fieldset, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBidStrategies, useLookup } from '../../../lib/reference/reference-lists.ts';
import { ControlledSelect, toOptions } from '../../../ui/controlled-select.tsx';
import { fieldError } from '../../../ui/form-errors.ts';
import type { LineItemFormController } from './use-line-item-form.ts';

const isPercent = (field: BidField) => (PERCENT_FIELDS as readonly string[]).includes(field);

/**
 * "Bidding": the bid strategy decides which bid and target fields show and which are required
 * (the shared matrix `lineItemFieldFlags`, also served by `GET /api/list/bid_strategies`).
 */
export function BiddingSection({ controller }: { controller: LineItemFormController }) {
  const { t } = useTranslation('lineItems');
  const { form, flags, campaign, watched } = controller;
  const { errors } = form.formState;
  const strategies = useBidStrategies();
  const shadings = useLookup('bid_shadings');
  const optimization = useLookup('optimization_strategies');
  const strategyList = useLookup('strategies');
  const video = Number(watched.line_item_type_id) === LINE_ITEM_TYPES.video;
  const strategyOptions = strategies.data?.map((s) => ({
    value: String(s.id),
    label: s.name,
    // Completed-view strategies need a video line (the rule `validation.bid_strategy_video_only`).
    disabled: s.video_only && !video,
  }));
  const shown = BID_FIELDS.filter((field) => flags[field].show);
  const currency = campaign?.currency ?? null;

  return (
    <Fieldset legend={t('form.sections.bidding')} variant="filled">
      <Stack gap="xs">
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
          <ControlledSelect
            control={form.control}
            name="bid_strategy_id"
            label={t('fields.bid_strategy_id')}
            data={strategyOptions}
            loading={strategies.isPending}
            withAsterisk
          />
          {shown.map((field) => (
            <TextInput
              key={field}
              label={t(`fields.${field}`)}
              withAsterisk={flags[field].required}
              disabled={flags[field].disabled}
              inputMode="decimal"
              rightSection={
                <Text size="xs" c="dimmed" fw={500}>
                  {isPercent(field) ? '%' : (currency ?? '')}
                </Text>
              }
              rightSectionWidth={44}
              {...form.register(field)}
              error={fieldError(errors[field])}
            />
          ))}
          {flags.bid_shading_id.show && (
            <ControlledSelect
              control={form.control}
              name="bid_shading_id"
              label={t('fields.bid_shading_id')}
              data={toOptions(shadings.data)}
              loading={shadings.isPending}
              withAsterisk={flags.bid_shading_id.required}
              disabled={flags.bid_shading_id.disabled}
              clearable={!flags.bid_shading_id.required}
            />
          )}
          <ControlledSelect
            control={form.control}
            name="optimization_strategy_id"
            label={t('fields.optimization_strategy_id')}
            data={toOptions(optimization.data)}
            loading={optimization.isPending}
            clearable
          />
          {flags.strategy_id.show && (
            <ControlledSelect
              control={form.control}
              name="strategy_id"
              label={t('fields.strategy_id')}
              data={toOptions(strategyList.data)}
              loading={strategyList.isPending}
              withAsterisk={flags.strategy_id.required}
              disabled={flags.strategy_id.disabled}
              clearable={!flags.strategy_id.required}
            />
          )}
        </SimpleGrid>
        {flags.fix_cpm.show && (
          <Checkbox
            label={t('fields.fix_cpm')}
            description={t('form.fix_cpm_hint')}
            checked
            disabled={flags.fix_cpm.disabled}
            readOnly
          />
        )}
        {watched.bid_strategy_id === null && (
          <Text size="xs" c="dimmed">
            {t('form.choose_strategy_first')}
          </Text>
        )}
      </Stack>
    </Fieldset>
  );
}
