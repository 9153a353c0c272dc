import { EVENT_WINDOW_MAX_DAYS } from '@beacon/contracts';
import { Fieldset, Input, NumberInput, SegmentedControl, SimpleGrid, Stack } from '@mantine/core';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledSelect } from '../../../ui/controlled-select.tsx';
import { fieldError } from '../../../ui/form-errors.ts';
import { numericOnly } from '../../../ui/numeric-only.ts';
import { useEventLookup } from '../api/use-event.ts';
import { creditsLines, type EventFormApi } from '../lib/event-form-values.ts';

type WindowField = 'click_window_days' | 'view_window_days';

/**
 * The "Attribution" section: the model, the click and view windows (0 to 30 days, 30 by default,
 * docs/REQUIREMENTS.md#events) and which line items may get the credit.
 */
export function AttributionSection({ form }: { form: EventFormApi }) {
  const { t } = useTranslation('events');
  const attributions = useEventLookup('attributions');
  const attributionId = useWatch({ control: form.control, name: 'event_attribution_id' });
  const chosen = attributions.data?.find((a) => String(a.id) === String(attributionId ?? ''));
  const credits = creditsLines(chosen);
  const windowInput = (name: WindowField) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={t(`fields.${name}`)}
          description={t('form.window_hint', { max: EVENT_WINDOW_MAX_DAYS })}
          value={typeof field.value === 'number' || typeof field.value === 'string' ? field.value : ''}
          onChange={(v) => field.onChange(v === '' ? undefined : v)}
          onBlur={field.onBlur}
          ref={field.ref}
          min={0}
          max={EVENT_WINDOW_MAX_DAYS}
          allowDecimal={false}
          {...numericOnly}
          clampBehavior="none"
          suffix={` ${t('form.days')}`}
          disabled={Boolean(chosen) && !credits}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  );
  return (
    <Fieldset legend={t('form.sections.attribution')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="xs">
        <ControlledSelect
          control={form.control}
          name="event_attribution_id"
          label={t('fields.event_attribution')}
          description={chosen && !credits ? t('form.attribution_counts_only') : t('form.attribution_hint')}
          data={attributions.data?.map((a) => ({ value: String(a.id), label: a.description }))}
          clearable
        />
        <Controller
          control={form.control}
          name="eligibility_mode"
          render={({ field, fieldState }) => (
            <Input.Wrapper
              label={t('fields.eligibility_mode')}
              description={t(`form.eligibility_${field.value ?? 'all'}`)}
              error={fieldError(fieldState.error)}
            >
              <Stack gap={0} mt={4}>
                <SegmentedControl
                  size="xs"
                  aria-label={t('fields.eligibility_mode')}
                  value={field.value ?? 'all'}
                  onChange={field.onChange}
                  disabled={!credits}
                  data={[
                    { value: 'all', label: t('eligibility.all') },
                    { value: 'whitelist', label: t('eligibility.whitelist') },
                  ]}
                />
              </Stack>
            </Input.Wrapper>
          )}
        />
        {windowInput('click_window_days')}
        {windowInput('view_window_days')}
      </SimpleGrid>
    </Fieldset>
  );
}
