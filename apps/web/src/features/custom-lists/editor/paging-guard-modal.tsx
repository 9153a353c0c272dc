import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  opened: boolean;
  onConfirm: () => void;
  onDiscard: () => void;
  onStay: () => void;
};

/**
 * docs/REQUIREMENTS.md#custom-lists: changing page with an unconfirmed row edit is blocked until it is
 * confirmed or discarded.
 */
export function PagingGuardModal({ opened, onConfirm, onDiscard, onStay }: Props) {
  const { t } = useTranslation('custom_lists');
  return (
    <Modal opened={opened} onClose={onStay} title={t('editor.unconfirmed_title')} size="md">
      <Text size="sm">{t('editor.unconfirmed_body')}</Text>
      <Group justify="flex-end" mt="md" gap="sm">
        <Button variant="default" onClick={onStay}>
          {t('editor.keep_editing')}
        </Button>
        <Button variant="light" color="red" onClick={onDiscard}>
          {t('editor.discard')}
        </Button>
        <Button onClick={onConfirm} data-autofocus>
          {t('editor.confirm_and_go')}
        </Button>
      </Group>
    </Modal>
  );
}
