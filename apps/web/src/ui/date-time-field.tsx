import { DateTimePicker } from '@mantine/dates';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { DATE_TIME_FORMAT } from '../lib/format/date.ts';
import { fieldError } from './form-errors.ts';

/**
 * A wall-clock date and time of a form, held as `YYYY-MM-DD HH:mm:ss` text (empty: none). A
 * required one shows the asterisk; an optional one can be cleared.
 */
export function DateTimeField<T extends FieldValues>({
  control,
  name,
  label,
  confirmLabel,
  optional = false,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's transformed (submitted) type does not matter here
  control: Control<T, any, any>;
  name: FieldPath<T>;
  label: string;
  /** The accessible name of the picker's confirm button. */
  confirmLabel: string;
  optional?: boolean;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimePicker
          label={label}
          withAsterisk={!optional}
          clearable={optional}
          withSeconds
          valueFormat={DATE_TIME_FORMAT}
          firstDayOfWeek={1}
          placeholder={DATE_TIME_FORMAT}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldError(fieldState.error)}
          submitButtonProps={{ 'aria-label': confirmLabel }}
          popoverProps={{ withinPortal: true }}
        />
      )}
    />
  );
}

/** The `start_date` and `end_date` fields of a flight, side by side in the parent grid. */
export function FlightDateFields<T extends FieldValues>({
  control,
  startLabel,
  endLabel,
  confirmLabel,
  optional = false,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's transformed (submitted) type does not matter here
  control: Control<T, any, any>;
  startLabel: string;
  endLabel: string;
  confirmLabel: string;
  optional?: boolean;
}) {
  const shared = { control, confirmLabel, optional };
  return (
    <>
      <DateTimeField {...shared} name={'start_date' as FieldPath<T>} label={startLabel} />
      <DateTimeField {...shared} name={'end_date' as FieldPath<T>} label={endLabel} />
    </>
  );
}
