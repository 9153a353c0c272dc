import { type UpdateUserFields, type UserDetail, updateUserFieldsSchema } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, Grid, Paper, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { isApiError } from '../../../lib/api/api-error.ts';
import { useProfileQuery } from '../../../lib/session/use-profile.ts';
import { applyServerErrors } from '../../../ui/form-errors.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { ReadOnlyFields } from '../../../ui/read-only.tsx';
import { RecordGate } from '../../../ui/record-gate.tsx';
import { useUser } from '../api/use-user.ts';
import { useUpdateUser } from '../api/use-user-mutations.ts';
import { AVATAR_PROBLEMS } from '../avatar/avatar-check.ts';
import { AvatarField } from '../avatar/avatar-field.tsx';
import { UserStatusCard } from '../components/user-status-card.tsx';
import { UserAccessFields } from '../form/user-access-fields.tsx';
import { UserFormActions } from '../form/user-form-actions.tsx';
import { UserNameFields } from '../form/user-name-fields.tsx';
import { usersPaths } from '../paths.ts';
import { userFullName } from '../table/use-user-actions.tsx';

/**
 * UserEdit (/admin/users/edit/:id). A failed load returns to UsersIndex with the error
 * (docs/REQUIREMENTS.md#accounts-and-users).
 */
export function UserEditPage() {
  const { id } = useParams();
  const userQuery = useUser(id);
  return (
    <RecordGate query={userQuery} leaveTo={usersPaths.index}>
      {(user) => <UserEditForm key={user.id} user={user} />}
    </RecordGate>
  );
}

type UpdateInput = z.input<typeof updateUserFieldsSchema>;
const FIELDS = ['name', 'last_name', 'language', 'role_id', 'position_id'] as const;

function UserEditForm({ user }: { user: UserDetail }) {
  const { t } = useTranslation('users');
  const navigate = useNavigate();
  const update = useUpdateUser(user.id);
  const profile = useProfileQuery().data;
  const [avatar, setAvatar] = useState<File | null>(null);
  const [avatarError, setAvatarError] = useState<string | undefined>();
  const form = useForm<UpdateInput, unknown, UpdateUserFields>({
    resolver: zodResolver(updateUserFieldsSchema),
    defaultValues: {
      name: user.name,
      last_name: user.last_name,
      language: user.language,
      role_id: user.role_id,
      position_id: user.position_id,
    },
  });

  const onSubmit = form.handleSubmit(async (values) => {
    const body = new FormData();
    body.set('name', values.name);
    body.set('last_name', values.last_name);
    body.set('language', values.language);
    body.set('role_id', String(values.role_id));
    body.set('position_id', values.position_id === null ? '' : String(values.position_id));
    if (avatar) body.set('avatar_file', avatar);
    setAvatarError(undefined);
    try {
      await update.mutateAsync(body);
      notifySuccess('users:messages.updated');
      navigate(usersPaths.index);
    } catch (error) {
      if (avatar && isApiError(error)) {
        setAvatarError(
          error.errors.avatar_file?.[0] ?? (error.status >= 500 ? AVATAR_PROBLEMS.uploadError : undefined),
        );
      }
      // Field errors land on the fields; anything else (an avatar problem too) in the notifier.
      applyServerErrors(error, form.setError, [...FIELDS]);
    }
  });

  const fullName = userFullName(user);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('edit.title', { name: fullName })}
      </Title>
      <Grid gap="md" align="flex-start">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Paper
            withBorder
            p="md"
            radius="md"
            component="form"
            onSubmit={onSubmit}
            noValidate
            aria-label={t('edit.form_label')}
          >
            <ReadOnlyFields>
              <Stack gap="md">
                <Fieldset legend={t('form.identity')} variant="filled">
                  <UserNameFields form={form} />
                </Fieldset>
                <UserAccessFields
                  control={form.control}
                  current={{
                    id: user.role_id,
                    name: user.role_name,
                    description: user.role_description,
                    own: user.id === profile?.id,
                  }}
                />
                <Fieldset legend={t('avatar.legend')} variant="filled">
                  <AvatarField
                    currentUrl={user.avatar_file}
                    name={fullName}
                    file={avatar}
                    onFileChange={(file) => {
                      setAvatar(file);
                      setAvatarError(undefined);
                    }}
                    serverError={avatarError}
                  />
                </Fieldset>
                <UserFormActions saving={update.isPending} saveLabel={t('edit.submit')} />
              </Stack>
            </ReadOnlyFields>
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <UserStatusCard user={user} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
