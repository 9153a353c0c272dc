import type { LineItemInput } from '@beacon/contracts';
import { Select, type SelectProps } from '@mantine/core';
import { type Control, Controller, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../ui/form-errors.ts';
import type { LineItemFormValues } from './line-item-form-values.ts';

export type Option = { value: string; label: string; disabled?: boolean };

type Props = Omit<SelectProps, 'data' | 'value' | 'onChange' | 'name' | 'error'> & {
  control: Control<LineItemFormValues, unknown, LineItemInput>;
  name: FieldPath<LineItemFormValues>;
  data: Option[] | undefined;
  loading?: boolean;
  /** Runs after the value changed (e.g. to clear a dependant field). */
  onValueChange?: (value: string | null) => void;
};

/** A select bound to one id field of the line-item form; options arrive from a reference list. */
export function SelectField({ control, name, data, loading, onValueChange, ...rest }: Props) {
  const { t } = useTranslation('lineItems');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...rest}
          ref={field.ref}
          name={field.name}
          onBlur={field.onBlur}
          data={data ?? []}
          value={typeof field.value === 'string' ? field.value : null}
          onChange={(value) => {
            field.onChange(value);
            onValueChange?.(value);
          }}
          placeholder={loading ? t('form.loading') : (rest.placeholder ?? t('form.choose'))}
          nothingFoundMessage={t('form.nothing_found')}
          error={fieldError(fieldState.error)}
          comboboxProps={{ withinPortal: true }}
          allowDeselect={!rest.withAsterisk}
        />
      )}
    />
  );
}

/** Options of a reference list: id as the value, the (translated) name as the label. */
export const toOptions = (list: { id: number; name: string }[] | undefined): Option[] | undefined =>
  list?.map((o) => ({ value: String(o.id), label: o.name }));
