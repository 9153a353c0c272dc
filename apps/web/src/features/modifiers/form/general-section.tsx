import { DELIVERY_MODIFIER_OPTIONS, MODIFIER_LIMITS, type ModifierTypeCode } from '@beacon/contracts';
import { Fieldset, Select, SimpleGrid, Switch, TextInput } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../ui/form-errors.ts';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { numericOnly } from '../../../ui/numeric-only.ts';
import { useAdvertiserOptions } from '../../advertisers/api/use-advertiser.ts';
import { useBidModelOptions } from '../api/use-modifier.ts';
import type { ModifierFormApi, ModifierFormValues } from './modifier-form-values.ts';

type Props = {
  form: ModifierFormApi;
  type: ModifierTypeCode;
  /** Known once saved; assigned by the server on create. */
  externalId?: number;
  autoFocus?: boolean;
};

type IdField = 'advertiser_id' | 'bid_model_id' | 'delivery_modifiers_option';

/**
 * "General": what every modifier has (name, advertiser, alternative id, priority, active) and the
 * fields of its kind — bid model and cap for a bid modifier; delivery type and the default,
 * fallback and total weights for a delivery modifier (docs/REQUIREMENTS.md#modifiers).
 */
export function GeneralSection({ form, type, externalId, autoFocus }: Props) {
  const { t } = useTranslation('modifiers');
  const advertisers = useAdvertiserOptions();
  const bidModels = useBidModelOptions(type === 'bid');
  const { errors } = form.formState;

  const idSelect = (
    name: IdField,
    data: { value: string; label: string }[] | undefined,
    extra: { required?: boolean; loading?: boolean; description?: string } = {},
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={t(`fields.${name}`)}
          description={extra.description}
          placeholder={extra.loading ? t('form.loading') : t('form.choose')}
          data={data ?? []}
          value={field.value === null ? null : String(field.value)}
          onChange={(v) => field.onChange(v ? Number(v) : null)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldError(fieldState.error)}
          withAsterisk={extra.required}
          allowDeselect={!extra.required}
          clearable={!extra.required}
          searchable
          nothingFoundMessage={t('form.nothing_found')}
          comboboxProps={{ withinPortal: true }}
        />
      )}
    />
  );

  const text = (
    name: keyof Pick<
      ModifierFormValues,
      'alternative_id' | 'priority' | 'max_bid' | 'default_weight' | 'fallback_weight' | 'total_weight'
    >,
    description: string,
    required = false,
  ) => (
    <TextInput
      label={t(`fields.${name}`)}
      description={description}
      {...(name === 'alternative_id' || name === 'priority'
        ? numericOnly
        : { inputMode: 'decimal' as const })}
      withAsterisk={required}
      {...form.register(name)}
      error={fieldError(errors[name])}
    />
  );

  const weights = MODIFIER_LIMITS.weight;
  return (
    <Fieldset legend={t('form.sections.general')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" verticalSpacing="xs">
        <FieldTextInput form={form} name="name" label={t('fields.name')} withAsterisk autoFocus={autoFocus} />
        <TextInput
          label={t('fields.external_id')}
          value={externalId === undefined ? '' : String(externalId)}
          placeholder={t('form.external_id_assigned')}
          readOnly
          variant="filled"
        />
        {idSelect(
          'advertiser_id',
          advertisers.data?.map((a) => ({ value: String(a.id), label: a.name })),
          { required: true, loading: advertisers.isPending },
        )}
        <TextInput
          label={t('fields.type_description')}
          value={t(`types.${type}`)}
          readOnly
          variant="filled"
        />
        {text('alternative_id', t('form.alternative_id_hint'))}
        {text(
          'priority',
          t('form.priority_hint', { min: MODIFIER_LIMITS.priority.min, max: MODIFIER_LIMITS.priority.max }),
        )}
        {type === 'bid' && (
          <>
            {idSelect(
              'bid_model_id',
              bidModels.data?.map((m) => ({ value: String(m.id), label: m.name })),
              { loading: bidModels.isPending, description: t('form.bid_model_hint') },
            )}
            {text('max_bid', t('form.max_bid_hint'))}
          </>
        )}
        {type === 'delivery' && (
          <>
            {idSelect(
              'delivery_modifiers_option',
              DELIVERY_MODIFIER_OPTIONS.map((o) => ({
                value: String(o.id),
                label: t(`delivery_options.${o.code}`),
              })),
              { description: t('form.delivery_option_hint') },
            )}
            {text('default_weight', t('form.default_weight_hint', weights))}
            {text('fallback_weight', t('form.fallback_weight_hint', weights))}
            {text('total_weight', t('form.total_weight_hint', MODIFIER_LIMITS.totalWeight), true)}
          </>
        )}
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <Switch
              mt="lg"
              label={t('fields.active')}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
