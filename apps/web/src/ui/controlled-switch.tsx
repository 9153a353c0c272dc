import { Switch, type SwitchProps } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

/** A Mantine Switch bound to one flag of a react-hook-form form. */
export function ControlledSwitch<T extends FieldValues>({
  control,
  name,
  ...rest
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's transformed (submitted) type does not matter here
  control: Control<T, any, any>;
  name: FieldPath<T>;
} & Omit<SwitchProps, 'checked' | 'onChange' | 'name'>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch
          {...rest}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          ref={field.ref}
        />
      )}
    />
  );
}
