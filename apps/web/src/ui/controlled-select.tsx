import { MultiSelect, type MultiSelectProps, Select, type SelectProps } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from './form-errors.ts';

export type SelectOption = { value: string; label: string; disabled?: boolean };

/** Options of a reference list: id as the value, the (translated) name as the label; undefined while loading. */
export const toOptions = (list: { id: number; name: string }[] | undefined): SelectOption[] | undefined =>
  list?.map((o) => ({ value: String(o.id), label: o.name }));

type Bound<T extends FieldValues> = {
  // biome-ignore lint/suspicious/noExplicitAny: the form's transformed (submitted) type does not matter here
  control: Control<T, any, any>;
  name: FieldPath<T>;
  /** The options; undefined while they load (the placeholder says so). */
  data: SelectOption[] | undefined;
  /** Shows the loading placeholder even with options (a dependent list refetching). */
  loading?: boolean;
};

/** The shared texts of a select: a loading or choose placeholder, and the empty-search message. */
function usePlaceholders(waiting: boolean, placeholder: string | undefined) {
  const { t } = useTranslation('common');
  return {
    placeholder: waiting ? t('select.loading') : (placeholder ?? t('select.choose')),
    nothingFoundMessage: t('select.nothing_found'),
  };
}

/**
 * A Mantine Select bound to one id field of a react-hook-form form: value, change, blur, focus
 * target and the field's translated error come from the form; a required select cannot be
 * deselected. `onValueChange` runs after a change (to clear a dependent field).
 */
export function ControlledSelect<T extends FieldValues>({
  control,
  name,
  data,
  loading,
  emptyValue = null,
  onValueChange,
  placeholder,
  ...rest
}: Bound<T> &
  Omit<SelectProps, 'data' | 'value' | 'onChange' | 'name' | 'error'> & {
    /** Sent instead of null when the user clears the field (forms keeping '' for "none"). */
    emptyValue?: string | null;
    onValueChange?: (value: string | null) => void;
  }) {
  const texts = usePlaceholders(loading ?? data === undefined, placeholder);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...texts}
          allowDeselect={!rest.withAsterisk}
          comboboxProps={{ withinPortal: true }}
          {...rest}
          data={data ?? []}
          ref={field.ref}
          name={field.name}
          value={typeof field.value === 'string' && field.value !== '' ? field.value : null}
          onChange={(value) => {
            field.onChange(value ?? emptyValue);
            onValueChange?.(value);
          }}
          onBlur={field.onBlur}
          error={fieldError(fieldState.error)}
        />
      )}
    />
  );
}

/** A Mantine MultiSelect bound to one id-list field (see `ControlledSelect`). */
export function ControlledMultiSelect<T extends FieldValues>({
  control,
  name,
  data,
  loading,
  placeholder,
  ...rest
}: Bound<T> & Omit<MultiSelectProps, 'data' | 'value' | 'onChange' | 'name' | 'error'>) {
  const texts = usePlaceholders(loading ?? data === undefined, placeholder);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MultiSelect
          {...texts}
          comboboxProps={{ withinPortal: true }}
          {...rest}
          data={data ?? []}
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
