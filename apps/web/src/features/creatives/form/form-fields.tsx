import type { SelectProps } from '@mantine/core';
import type { FieldPath } from 'react-hook-form';
import { ControlledMultiSelect, ControlledSelect } from '../../../ui/controlled-select.tsx';
import { ControlledSwitch } from '../../../ui/controlled-switch.tsx';
import type { CreativeFormValues } from './creative-form-values.ts';
import type { CreativeFormController } from './use-creative-form.ts';

export type Option = { value: string; label: string };

/** Options of a reference list: id as the value, the (translated) name as the label. */
export const toOptions = (list: { id: number; name: string }[] | undefined): Option[] =>
  (list ?? []).map((o) => ({ value: String(o.id), label: o.name }));

type Base = { controller: CreativeFormController; label: string; description?: string; disabled?: boolean };

type SelectFieldProps = Base &
  Pick<SelectProps, 'searchable' | 'withAsterisk' | 'clearable'> & {
    name: FieldPath<CreativeFormValues>;
    data: Option[] | undefined;
    onPicked?: (value: string | null) => void;
  };

/** A select bound to one id field of the creative form. */
export function SelectField({ controller, name, data, label, onPicked, ...rest }: SelectFieldProps) {
  return (
    <ControlledSelect
      {...rest}
      control={controller.form.control}
      name={name}
      data={data}
      label={label}
      onValueChange={onPicked}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

/** A multi-select bound to an id-list field of the creative form. */
export function MultiField({
  controller,
  name,
  data,
  label,
  description,
  disabled,
  max,
}: Base & { name: FieldPath<CreativeFormValues>; data: Option[] | undefined; max?: number }) {
  return (
    <ControlledMultiSelect
      control={controller.form.control}
      name={name}
      data={data}
      label={label}
      description={description}
      disabled={disabled}
      maxValues={max}
      searchable
      clearable
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  );
}

/** A switch bound to a flag of the creative form. */
export function SwitchField({
  controller,
  name,
  label,
  description,
  disabled,
}: Base & { name: FieldPath<CreativeFormValues> }) {
  return (
    <ControlledSwitch
      control={controller.form.control}
      name={name}
      label={label}
      description={description}
      disabled={disabled}
    />
  );
}
