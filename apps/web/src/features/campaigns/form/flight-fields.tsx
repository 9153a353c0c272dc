import type { Timezone } from '@beacon/contracts';
import { Text } from '@mantine/core';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useTimezones } from '../../../lib/reference/reference-lists.ts';
import { ControlledSelect } from '../../../ui/controlled-select.tsx';
import { FlightDateFields } from '../../../ui/date-time-field.tsx';

const offsetLabel = (z: Timezone) => {
  const offset = /^(UTC|GMT)/.test(z.utc_offset) ? z.utc_offset : `UTC${z.utc_offset}`;
  return `${z.name} (${offset})`;
};

/**
 * The flight of a campaign or line item: start, end and the time zone they are read in, as cells
 * of the parent grid; labels come from the form's translation namespace.
 */
export function FlightFields<T extends FieldValues>({
  control,
  namespace,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's transformed (submitted) type does not matter here
  control: Control<T, any, any>;
  namespace: 'campaigns' | 'lineItems';
}) {
  const { t } = useTranslation(namespace);
  const timezones = useTimezones();
  return (
    <>
      <FlightDateFields
        control={control}
        startLabel={t('fields.start_date')}
        endLabel={t('fields.end_date')}
        confirmLabel={t('form.confirm_date')}
      />
      <ControlledSelect
        control={control}
        name={'timezone_id' as FieldPath<T>}
        label={t('fields.timezone_id')}
        data={timezones.data?.map((z) => ({ value: String(z.id), label: offsetLabel(z) }))}
        loading={timezones.isPending}
        searchable
        limit={100}
        withAsterisk
      />
    </>
  );
}

/** The flight's length in days; a dash while a date is missing. */
export function FlightDuration({
  days,
  namespace,
  mt,
}: {
  days: number | null;
  namespace: 'campaigns' | 'lineItems';
  mt?: string;
}) {
  const { t } = useTranslation(namespace);
  return (
    <Text size="sm" mt={mt} aria-live="polite">
      <Text span c="dimmed" size="sm">
        {t('fields.duration')}:{' '}
      </Text>
      {days === null ? '—' : t('duration_days', { count: days })}
    </Text>
  );
}
