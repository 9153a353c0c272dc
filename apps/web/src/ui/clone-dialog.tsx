import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from './form-errors.ts';
import { translateMessage } from './translate-message.ts';

type CloneDialogProps<T extends { id: number; name: string }, C> = {
  /** The translation namespace holding `clone.*` (title, intro, name, default_name, inactive_note, submit). */
  namespace: string;
  /** The object to duplicate; null keeps the dialog closed. */
  source: T | null;
  onClose: () => void;
  /** Sends the copy with the chosen name; its promise's failure is shown on the form. */
  onClone: (source: T, name: string) => Promise<C>;
  /** After a copy is made and the dialog is closed (toast, open the copy). */
  onCloned: (copy: C) => void;
  pending: boolean;
  /** Server error fields besides `name` that the options below the name show. */
  errorFields?: readonly string[];
  /** The options of this kind of copy, given the form's current errors. */
  children?: (source: T, errors: Record<string, string>) => ReactNode;
};

/**
 * The clone dialog of campaigns, line items and creatives: the copy's name (required, proposed
 * from the source's), the options of the kind of object, the note that copies start inactive, and
 * the server's refusals on their fields.
 */
export function CloneDialog<T extends { id: number; name: string }, C>(props: CloneDialogProps<T, C>) {
  const { t } = useTranslation(props.namespace);
  return (
    <Modal opened={props.source !== null} onClose={props.onClose} title={t('clone.title')} size="md" centered>
      {props.source && <CloneForm key={props.source.id} {...props} source={props.source} />}
    </Modal>
  );
}

function CloneForm<T extends { id: number; name: string }, C>({
  namespace,
  source,
  onClose,
  onClone,
  onCloned,
  pending,
  errorFields = [],
  children,
}: CloneDialogProps<T, C> & { source: T }) {
  const { t } = useTranslation(namespace);
  const [name, setName] = useState(t('clone.default_name', { name: source.name }));
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    if (!name.trim()) {
      setErrors({ name: translateMessage('validation.required') });
      return;
    }
    setErrors({});
    try {
      const copy = await onClone(source, name);
      onClose();
      onCloned(copy);
    } catch (error) {
      applyServerErrors<Record<string, string>>(
        error,
        (field, e) => setErrors((current) => ({ ...current, [field]: translateMessage(e.message ?? '') })),
        ['name', ...errorFields],
      );
    }
  };

  return (
    <Stack
      gap="sm"
      component="form"
      aria-label={t('clone.title')}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Text size="sm">{t('clone.intro', { name: source.name })}</Text>
      <TextInput
        label={t('clone.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        withAsterisk
        data-autofocus
      />
      {children?.(source, errors)}
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={16} />} p="xs">
        <Text size="xs">{t('clone.inactive_note')}</Text>
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={pending}>
          {t('clone.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
