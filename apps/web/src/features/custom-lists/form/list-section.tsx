import { CUSTOM_LIST_LIMITS, customListTypeById } from '@beacon/contracts';
import { Fieldset, NumberInput, Select, SimpleGrid, Switch } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLookup } from '../../../lib/reference/reference-lists.ts';
import { fieldError } from '../../../ui/form-errors.ts';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { useAdvertiserOptions } from '../../advertisers/api/use-advertiser.ts';
import type { ListFormApi } from './list-form-values.ts';

type Props = {
  form: ListFormApi;
  autoFocus?: boolean;
  /** The type cannot change while the list holds items (their values belong to it). */
  typeLocked?: boolean;
};

/** The "List" section: name, type, the default radius of a lat/long list, advertiser, active. */
export function ListSection({ form, autoFocus, typeLocked }: Props) {
  const { t } = useTranslation('custom_lists');
  const types = useLookup('custom_list_types');
  const advertisers = useAdvertiserOptions();
  const typeId = useWatch({ control: form.control, name: 'custom_list_type_id' });
  const latLong = customListTypeById(Number(typeId))?.model === 'two';
  return (
    <Fieldset legend={t('form.list')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <FieldTextInput form={form} name="name" label={t('fields.name')} withAsterisk autoFocus={autoFocus} />
        <Controller
          control={form.control}
          name="custom_list_type_id"
          render={({ field, fieldState }) => (
            <Select
              label={t('fields.custom_list_type')}
              placeholder={types.isPending ? t('form.loading') : t('form.choose')}
              description={typeLocked ? t('form.type_locked') : undefined}
              data={(types.data ?? []).map((ty) => ({ value: String(ty.id), label: ty.name }))}
              value={field.value ? String(field.value) : null}
              onChange={(v) => field.onChange(v ? Number(v) : undefined)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(fieldState.error)}
              disabled={typeLocked}
              withAsterisk
              searchable
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        {latLong && (
          <Controller
            control={form.control}
            name="default_radius_km"
            render={({ field, fieldState }) => (
              <NumberInput
                label={t('fields.default_radius_km')}
                description={t('form.radius_hint', {
                  min: CUSTOM_LIST_LIMITS.radiusMinKm,
                  max: CUSTOM_LIST_LIMITS.radiusMaxKm,
                })}
                value={typeof field.value === 'number' ? field.value : ''}
                onChange={(v) => field.onChange(v === '' ? null : v)}
                onBlur={field.onBlur}
                ref={field.ref}
                min={CUSTOM_LIST_LIMITS.radiusMinKm}
                max={CUSTOM_LIST_LIMITS.radiusMaxKm}
                step={0.5}
                decimalScale={3}
                suffix=" km"
                withAsterisk
                error={fieldError(fieldState.error)}
              />
            )}
          />
        )}
        <Controller
          control={form.control}
          name="advertiser_id"
          render={({ field, fieldState }) => (
            <Select
              label={t('fields.advertiser_name')}
              description={t('form.advertiser_hint')}
              placeholder={t('form.whole_account')}
              data={(advertisers.data ?? []).map((a) => ({ value: String(a.id), label: a.name }))}
              value={field.value ? String(field.value) : null}
              onChange={(v) => field.onChange(v ? Number(v) : null)}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(fieldState.error)}
              searchable
              clearable
              comboboxProps={{ withinPortal: true }}
            />
          )}
        />
        <Controller
          control={form.control}
          name="active"
          render={({ field }) => (
            <Switch
              mt="lg"
              label={t('fields.active')}
              checked={field.value ?? true}
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
