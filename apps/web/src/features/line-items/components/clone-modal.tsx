import type { LineItem, LineItemClonePart } from '@beacon/contracts';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../../ui/form-errors.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useCloneLineItem } from '../api/use-line-item-mutations.ts';
import { lineItemsPaths } from '../paths.ts';

type Props = { lineItem: LineItem | null; onClose: () => void };

/** Duplicates a line item into its campaign, optionally with its creative associations. */
export function CloneLineItemModal({ lineItem, onClose }: Props) {
  const { t } = useTranslation('lineItems');
  return (
    <Modal opened={lineItem !== null} onClose={onClose} title={t('clone.title')} size="md" centered>
      {lineItem && <CloneForm key={lineItem.id} lineItem={lineItem} onClose={onClose} />}
    </Modal>
  );
}

function CloneForm({ lineItem, onClose }: { lineItem: LineItem; onClose: () => void }) {
  const { t } = useTranslation('lineItems');
  const navigate = useNavigate();
  const clone = useCloneLineItem();
  const [name, setName] = useState(t('clone.default_name', { name: lineItem.name }));
  const [creatives, setCreatives] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    if (!name.trim()) {
      setErrors({ name: translateMessage('validation.required') });
      return;
    }
    setErrors({});
    const parts: LineItemClonePart[] = creatives ? ['creatives'] : [];
    try {
      const copy = await clone.mutateAsync({ id: lineItem.id, name, parts });
      notifySuccess('lineItems:messages.cloned', { name: copy.name });
      onClose();
      navigate(lineItemsPaths.edit(copy.id));
    } catch (error) {
      applyServerErrors<{ name: string; clone: string }>(
        error,
        (field, e) => setErrors((current) => ({ ...current, [field]: translateMessage(e.message ?? '') })),
        ['name', 'clone'],
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
      <Text size="sm">{t('clone.intro', { name: lineItem.name })}</Text>
      <TextInput
        label={t('clone.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        withAsterisk
        data-autofocus
      />
      <Checkbox
        label={t('clone.creatives')}
        description={t('clone.creatives_hint', { count: lineItem.creative_associations_count })}
        checked={creatives}
        onChange={(event) => setCreatives(event.currentTarget.checked)}
        error={errors.clone}
      />
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={16} />} p="xs">
        <Text size="xs">{t('clone.inactive_note')}</Text>
      </Alert>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" loading={clone.isPending}>
          {t('clone.submit')}
        </Button>
      </Group>
    </Stack>
  );
}
