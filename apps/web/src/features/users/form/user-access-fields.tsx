import { Fieldset, Select, SimpleGrid } from '@mantine/core';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../ui/form-errors.ts';
import { positionLabel } from '../../../ui/position-label.ts';
import { roleLabel } from '../../../ui/role-label.ts';
import { usePositions, useRoles } from '../api/use-user-lookups.ts';
import { languageOptions } from './language-options.ts';

type AccessValues = { role_id?: unknown; position_id?: unknown; language?: unknown };

/** The role of the user being edited, and whether that user is the one editing. */
export type CurrentRole = { id: number; name: string; description: string; own: boolean };

/**
 * The "access" section shared by the create and edit forms: role, position and language. On the edit
 * form the user's role is always shown, even one the form cannot give (the platform administrator's),
 * and one's own role cannot be changed (the server refuses it too).
 */
export function UserAccessFields<F extends FieldValues & AccessValues>({
  control,
  current,
}: {
  control: Control<F>;
  current?: CurrentRole;
}) {
  const { t } = useTranslation('users');
  const roles = useRoles();
  const positions = usePositions();
  const roleOptions: { value: string; label: string; disabled?: boolean }[] = (roles.data ?? []).map((r) => ({
    value: String(r.id),
    label: roleLabel(t, r),
  }));
  if (current && roles.data && !roles.data.some((r) => r.id === current.id)) {
    roleOptions.push({ value: String(current.id), label: roleLabel(t, current), disabled: true });
  }
  const positionOptions = (positions.data ?? []).map((p) => ({
    value: String(p.id),
    label: positionLabel(t, p),
  }));
  const asValue = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

  return (
    <Fieldset legend={t('form.access')} variant="filled">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Controller
          control={control}
          name={'role_id' as Path<F>}
          render={({ field, fieldState }) => (
            <Select
              label={t('fields.role_description')}
              placeholder={roles.isPending ? t('form.loading') : t('form.choose')}
              data={roleOptions}
              value={asValue(field.value)}
              onChange={(v) => field.onChange(v === null ? undefined : Number(v))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(fieldState.error)}
              description={current?.own ? t('common:validation.own_role') : undefined}
              disabled={current?.own}
              withAsterisk
              searchable
              allowDeselect={false}
            />
          )}
        />
        <Controller
          control={control}
          name={'position_id' as Path<F>}
          render={({ field, fieldState }) => (
            <Select
              label={t('fields.position_name')}
              placeholder={positions.isPending ? t('form.loading') : t('form.none')}
              data={positionOptions}
              value={asValue(field.value)}
              onChange={(v) => field.onChange(v === null ? null : Number(v))}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(fieldState.error)}
              searchable
              clearable
            />
          )}
        />
        <Controller
          control={control}
          name={'language' as Path<F>}
          render={({ field, fieldState }) => (
            <Select
              label={t('fields.language')}
              data={languageOptions(t)}
              value={asValue(field.value)}
              onChange={(v) => field.onChange(v ?? 'en')}
              onBlur={field.onBlur}
              ref={field.ref}
              error={fieldError(fieldState.error)}
              withAsterisk
              allowDeselect={false}
            />
          )}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
