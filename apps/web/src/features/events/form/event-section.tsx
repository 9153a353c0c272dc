import { Fieldset, NumberInput, SimpleGrid } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledSelect, toOptions } from '../../../ui/controlled-select.tsx';
import { fieldError } from '../../../ui/form-errors.ts';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { useAdvertiserOptions } from '../../advertisers/api/use-advertiser.ts';
import { useEventLookup } from '../api/use-event.ts';
import type { EventFormApi } from '../lib/event-form-values.ts';

type Props = {
  form: EventFormApi;
  /** The advertiser is chosen once: its campaigns, line items and segments hang on it. */
  advertiserLocked: boolean;
  autoFocus?: boolean;
  /** Clears what belonged to the previous advertiser (its segment). */
  onAdvertiserChange: () => void;
};

/** The "Event" section: name, advertiser, type and the value a fire without one is worth. */
export function EventSection({ form, advertiserLocked, autoFocus, onAdvertiserChange }: Props) {
  const { t } = useTranslation('events');
  const advertisers = useAdvertiserOptions();
  const types = useEventLookup('types');
  return (
    <Fieldset legend={t('form.sections.event')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <FieldTextInput form={form} name="name" label={t('fields.name')} withAsterisk autoFocus={autoFocus} />
        <ControlledSelect
          control={form.control}
          name="advertiser_id"
          label={t('fields.advertiser_name')}
          description={advertiserLocked ? t('form.advertiser_locked') : undefined}
          data={toOptions(advertisers.data)}
          disabled={advertiserLocked}
          onValueChange={onAdvertiserChange}
          withAsterisk
          searchable
        />
        <ControlledSelect
          control={form.control}
          name="event_type_id"
          label={t('fields.event_type')}
          data={types.data?.map((ty) => ({ value: String(ty.id), label: ty.description }))}
          clearable
        />
        <Controller
          control={form.control}
          name="value"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('fields.value')}
              description={t('form.value_hint')}
              value={typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''}
              onChange={(v) => field.onChange(v === '' ? 0 : v)}
              onBlur={field.onBlur}
              ref={field.ref}
              min={0}
              decimalScale={2}
              thousandSeparator=","
              prefix="US$ "
              error={fieldError(fieldState.error)}
            />
          )}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
