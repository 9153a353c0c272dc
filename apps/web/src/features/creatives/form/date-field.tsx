import { DateTimePicker } from '@mantine/dates';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../ui/form-errors.ts';
import type { CreativeFormController } from './use-creative-form.ts';

const DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

/**
 * A wall-clock date and time (docs/REQUIREMENTS.md#creatives: YYYY-MM-DD HH:mm:ss); empty means "no limit".
 */
export function DateField({
  controller,
  name,
  label,
}: {
  controller: CreativeFormController;
  name: 'start_date' | 'end_date';
  label: string;
}) {
  const { t } = useTranslation('creatives');
  return (
    <Controller
      control={controller.form.control}
      name={name}
      render={({ field, fieldState }) => (
        <DateTimePicker
          label={label}
          withSeconds
          clearable
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
