import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { fieldError } from '../../../ui/form-errors.ts';

type PasswordConfirmModalProps = {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  danger?: boolean;
  loading: boolean;
  serverError?: string;
  onClose: () => void;
  onConfirm: (password: string) => void;
};

/** Asks for the current password before a two-factor change that does not use a code. */
export function PasswordConfirmModal(props: PasswordConfirmModalProps) {
  const { t } = useTranslation('settings');
  const form = useForm({ defaultValues: { password: '' } });
  const close = () => {
    form.reset();
    props.onClose();
  };
  return (
    <Modal opened={props.opened} onClose={close} title={props.title} centered size="sm">
      <form onSubmit={form.handleSubmit(({ password }) => props.onConfirm(password))} noValidate>
        <Stack gap="sm">
          <Text size="sm">{props.message}</Text>
          <PasswordInput
            label={t('two_factor.current_password')}
            autoComplete="current-password"
            data-autofocus
            required
            error={fieldError(form.formState.errors.password) ?? props.serverError}
            {...form.register('password', { required: 'validation.required' })}
          />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={close}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" color={props.danger ? 'red' : undefined} loading={props.loading}>
              {props.confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
