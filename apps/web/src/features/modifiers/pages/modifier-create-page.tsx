import type { ModifierTypeCode } from '@beacon/contracts';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { DENIED_PATH } from '../../../app/landing.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { type ModifierSave, useCreateModifier } from '../api/use-modifier-mutations.ts';
import { ModifierForm } from '../form/modifier-form.tsx';
import { emptyModifier } from '../form/modifier-form-values.ts';
import { useModifierForm } from '../form/use-modifier-form.ts';
import { useModifierPermissions } from '../modifier-permissions.ts';
import { modifiersPaths } from '../paths.ts';

/**
 * ModifiersCreate (/admin/modifiers/create?type=bid|delivery): a new modifier of one kind. The route needs
 * the create permission of a kind (docs/REQUIREMENTS.md#modifiers); without the asked kind's, the other one
 * the user may create opens instead.
 */
export function ModifierCreatePage() {
  const [params] = useSearchParams();
  const { create } = useModifierPermissions();
  const asked = params.get('type') === 'delivery' ? 'delivery' : 'bid';
  const type: ModifierTypeCode | null = create[asked]
    ? asked
    : create.bid
      ? 'bid'
      : create.delivery
        ? 'delivery'
        : null;
  if (!type) return <Navigate to={DENIED_PATH} replace />;
  return <CreateForm key={type} type={type} />;
}

function CreateForm({ type }: { type: ModifierTypeCode }) {
  const { t } = useTranslation('modifiers');
  const navigate = useNavigate();
  const create = useCreateModifier();
  const { form, onSubmit } = useModifierForm(type, emptyModifier(type), (values: ModifierSave) =>
    create.mutateAsync(values).then((created) => {
      notifySuccess('modifiers:messages.created', { name: created.name });
      return navigate(modifiersPaths.index);
    }),
  );
  const title = t(`create.title_${type}`);
  return (
    <Stack gap="md" maw={1180}>
      <PageHeading title={title} intro={t(`create.intro_${type}`)} />
      <ModifierForm
        form={form}
        type={type}
        label={title}
        submitLabel={t('create.submit')}
        onSubmit={onSubmit}
        saving={create.isPending}
      />
    </Stack>
  );
}
