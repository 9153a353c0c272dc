import type { ModifierWithTerms } from '@beacon/contracts';
import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router';
import { DENIED_PATH } from '../../../app/landing.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { RecordGate } from '../../../ui/record-gate.tsx';
import { useModifier } from '../api/use-modifier.ts';
import { type ModifierSave, useUpdateModifier } from '../api/use-modifier-mutations.ts';
import { ModifierForm } from '../form/modifier-form.tsx';
import { modifierToForm, modifierTypeCode } from '../form/modifier-form-values.ts';
import { useModifierForm } from '../form/use-modifier-form.ts';
import { useModifierPermissions } from '../modifier-permissions.ts';
import { modifiersPaths } from '../paths.ts';

/**
 * ModifiersEdit (/admin/modifiers/edit/:id). Needs the update permission of a kind
 * (docs/REQUIREMENTS.md#modifiers); a modifier of a kind the user may not update is denied. A failed load
 * returns to ModifiersIndex.
 */
export function ModifierEditPage() {
  const { id } = useParams();
  const { update, canUpdateAny, show } = useModifierPermissions();
  const allowed = canUpdateAny && show;
  const modifierQuery = useModifier(allowed ? id : undefined);

  if (!allowed) return <Navigate to={DENIED_PATH} replace />;
  return (
    <RecordGate query={modifierQuery} leaveTo={modifiersPaths.index}>
      {(modifier) =>
        update[modifierTypeCode(modifier.modifier_type_id)] ? (
          <EditForm key={`${modifier.id}:${modifier.updated_at}`} modifier={modifier} />
        ) : (
          <Navigate to={DENIED_PATH} replace />
        )
      }
    </RecordGate>
  );
}

function EditForm({ modifier }: { modifier: ModifierWithTerms }) {
  const { t } = useTranslation('modifiers');
  const navigate = useNavigate();
  const type = modifierTypeCode(modifier.modifier_type_id);
  const save = useUpdateModifier(modifier.id);
  const { form, onSubmit } = useModifierForm(type, modifierToForm(modifier), (values: ModifierSave) =>
    save.mutateAsync(values).then((saved) => {
      notifySuccess('modifiers:messages.updated', { name: saved.name });
      return navigate(modifiersPaths.index);
    }),
  );
  const title = t('edit.title', { name: modifier.name });
  return (
    <Stack gap="md" maw={1180}>
      <Group gap="sm">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Badge size="sm" variant="light" radius="sm" color={type === 'bid' ? 'blue' : 'grape'}>
          {t(`types.${type}`)}
        </Badge>
        <Text size="sm" c="dimmed">
          {t('edit.summary', { count: modifier.terms_count, external_id: modifier.external_id })}
        </Text>
      </Group>
      <ModifierForm
        form={form}
        type={type}
        label={t('edit.form_label')}
        submitLabel={t('edit.submit')}
        onSubmit={onSubmit}
        saving={save.isPending}
        externalId={modifier.external_id}
      />
    </Stack>
  );
}
