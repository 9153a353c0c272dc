import { Button, Group, type GroupProps, Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { Link } from 'react-router';

/**
 * The last row of a record form: the record's `active` switch (on until set) on the left, the way
 * back (`cancelTo`) and the submit button on the right.
 */
export function FormFooter<T extends FieldValues>({
  control,
  activeLabel,
  cancelTo,
  cancelLabel,
  saving,
  submitLabel,
}: {
  // biome-ignore lint/suspicious/noExplicitAny: the form's transformed (submitted) type does not matter here
  control: Control<T, any, any>;
  activeLabel: string;
  cancelTo: string;
  cancelLabel: ReactNode;
  saving: boolean;
  submitLabel: ReactNode;
}) {
  return (
    <Group justify="space-between" gap="sm">
      <Controller
        control={control}
        name={'active' as FieldPath<T>}
        render={({ field }) => (
          <Switch
            label={activeLabel}
            checked={field.value ?? true}
            onChange={(e) => field.onChange(e.currentTarget.checked)}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <FormButtons cancelTo={cancelTo} cancelLabel={cancelLabel} saving={saving} submitLabel={submitLabel} />
    </Group>
  );
}

/**
 * The buttons that end a record form: the way back (`cancelTo`), "save and continue" when the form
 * offers it (`onSubmitAndContinue`, which saves and stays) and the submit button.
 */
export function FormButtons({
  cancelTo,
  cancelLabel,
  saving,
  submitLabel,
  onSubmitAndContinue,
  continueLabel,
  ...group
}: {
  cancelTo: string;
  cancelLabel: ReactNode;
  saving: boolean;
  submitLabel: ReactNode;
  onSubmitAndContinue?: () => void;
  continueLabel?: ReactNode;
} & Omit<GroupProps, 'children'>) {
  return (
    <Group gap="sm" {...group}>
      <Button component={Link} to={cancelTo} variant="default">
        {cancelLabel}
      </Button>
      {onSubmitAndContinue && (
        <Button variant="light" loading={saving} onClick={onSubmitAndContinue}>
          {continueLabel}
        </Button>
      )}
      <Button type="submit" loading={saving}>
        {submitLabel}
      </Button>
    </Group>
  );
}
