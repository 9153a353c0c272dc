import { Textarea, type TextareaProps, TextInput, type TextInputProps } from '@mantine/core';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldError } from './form-errors.ts';

/** The form an input is registered with, and the field it edits. */
type Registered<T extends FieldValues> = {
  form: Pick<UseFormReturn<T>, 'register' | 'getFieldState' | 'formState'>;
  name: Path<T>;
};

/** The field's error, translated (see `fieldError`). */
const errorOf = <T extends FieldValues>({ form, name }: Registered<T>) =>
  fieldError(form.getFieldState(name, form.formState).error);

/** A text input registered with its form field, showing the field's error under it. */
export function FieldTextInput<T extends FieldValues>({
  form,
  name,
  ...props
}: Registered<T> & Omit<TextInputProps, 'name' | 'error' | 'form'>) {
  return <TextInput {...props} {...form.register(name)} error={errorOf({ form, name })} />;
}

/** A multi-line text input registered with its form field, showing the field's error under it. */
export function FieldTextarea<T extends FieldValues>({
  form,
  name,
  ...props
}: Registered<T> & Omit<TextareaProps, 'name' | 'error' | 'form'>) {
  return <Textarea {...props} {...form.register(name)} error={errorOf({ form, name })} />;
}
