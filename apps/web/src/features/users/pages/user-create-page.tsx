import { type CreateUserRequest, createUserRequestSchema, LANGUAGES, type Language } from '@beacon/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { Fieldset, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { FieldTextInput } from '../../../ui/form-fields.tsx';
import { FormPaper } from '../../../ui/form-paper.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { PageHeading } from '../../../ui/page-heading.tsx';
import { submitSave } from '../../../ui/submit-save.ts';
import { useCreateUser } from '../api/use-user-mutations.ts';
import { UserAccessFields } from '../form/user-access-fields.tsx';
import { UserFormActions } from '../form/user-form-actions.tsx';
import { UserNameFields } from '../form/user-name-fields.tsx';
import { usersPaths } from '../paths.ts';

type CreateInput = z.input<typeof createUserRequestSchema>;
const FIELDS = ['email', 'name', 'last_name', 'role_id', 'position_id', 'language'] as const;

/** UserCreate (/admin/users/create): invites a user, who gets an activation e-mail. */
export function UserCreatePage() {
  const { t, i18n } = useTranslation('users');
  const navigate = useNavigate();
  const create = useCreateUser();
  // A new colleague most likely works in the language of the person inviting them.
  const language = (LANGUAGES as readonly string[]).includes(i18n.language)
    ? (i18n.language as Language)
    : 'en';
  const form = useForm<CreateInput, unknown, CreateUserRequest>({
    resolver: zodResolver(createUserRequestSchema),
    defaultValues: {
      email: '',
      name: '',
      last_name: '',
      role_id: undefined,
      position_id: null,
      language,
    },
  });

  const onSubmit = submitSave(form, create, FIELDS, (_created, values) => {
    notifySuccess('users:messages.created', { email: values.email });
    navigate(usersPaths.index);
  });

  return (
    <Stack gap="md" maw={880}>
      <PageHeading title={t('create.title')} intro={t('create.intro')} />
      <FormPaper label={t('create.title')} onSubmit={onSubmit}>
        <Stack gap="md">
          <Fieldset legend={t('form.identity')} variant="filled">
            <Stack gap="sm">
              <FieldTextInput
                form={form}
                name="email"
                label={t('fields.email')}
                type="email"
                autoComplete="off"
                withAsterisk
                data-autofocus
                autoFocus
              />
              <UserNameFields form={form} />
            </Stack>
          </Fieldset>
          <UserAccessFields control={form.control} />
          <UserFormActions saving={create.isPending} saveLabel={t('create.submit')} />
        </Stack>
      </FormPaper>
    </Stack>
  );
}
