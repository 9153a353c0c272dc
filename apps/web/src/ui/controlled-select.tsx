import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { fieldError } from './form-errors.ts';

type Bound<T extends FieldValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: the form's transformed (submitted) type does not matter here
  control: Control<T, any, any>;
  name: FieldPath<T>;
  /** Sent instead of null when the user clears the field (forms keeping '' for "none"). */
  emptyValue?: string | null;
};

/**
 * A Mantine Select bound to one form field: value, change, blur, focus target and the field's
 * translated error come from react-hook-form; description sits above the error, as on every form.
 */
export function ControlledSelect<T extends FieldValues>({
  control,
  name,
  emptyValue = null,
  ...rest
}: Bound<T> & Omit<SelectProps, 'value' | 'onChange' | 'name' | 'error'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...rest}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
          onChange={(value) => field.onChange(value ?? emptyValue)}
          onBlur={field.onBlur}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  );
}

/** A Mantine MultiSelect bound to one string-array form field (see `ControlledSelect`). */
export function ControlledMultiSelect<T extends FieldValues>({
  control,
  name,
  ...rest
}: Omit<Bound<T>, 'emptyValue'> & Omit<MultiSelectProps, 'value' | 'onChange' | 'name' | 'error'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...rest}
          ref={field.ref}
          name={field.name}
          value={Array.isArray(field.value) ? field.value : []}
          onChange={(value) => field.onChange(value)}
          onBlur={field.onBlur}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  );
}
