import { DateTimePicker } from '@mantine/dates';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../ui/form-errors.ts';
import type { LineItemFormController } from './use-line-item-form.ts';

/** The console's date-time format (docs/REQUIREMENTS.md#console), also the value the API reads. */
export const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/** A wall-clock date-time of the line item (start or end of its flight). */
export function DateTimeField({
  controller,
  name,
  label,
}: {
  controller: LineItemFormController;
  name: 'start_date' | 'end_date';
  label: string;
}) {
  const { t } = useTranslation('lineItems');
  return (
    <Controller
      control={controller.form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimePicker
          label={label}
          withAsterisk
          withSeconds
          valueFormat={DATE_TIME}
          firstDayOfWeek={1}
          placeholder={DATE_TIME}
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldError(fieldState.error)}
          submitButtonProps={{ 'aria-label': t('form.confirm_date') }}
          popoverProps={{ withinPortal: true }}
        />
      )}
    />
  );
}
