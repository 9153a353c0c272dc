import type { Campaign, ClonePart } from '@beacon/contracts';
import { Alert, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../../ui/form-errors.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useCloneCampaign } from '../api/use-campaign-mutations.ts';
import { campaignsPaths } from '../paths.ts';

type Props = { campaign: Campaign | null; onClose: () => void };

/** Duplicates a campaign, optionally with its line items and their creatives' associations. */
export function CloneCampaignModal({ campaign, onClose }: Props) {
  const { t } = useTranslation('campaigns');
  return (
    <Modal opened={campaign !== null} onClose={onClose} title={t('clone.title')} size="md" centered>
      {campaign && <CloneForm key={campaign.id} campaign={campaign} onClose={onClose} />}
    </Modal>
  );
}

function CloneForm({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const { t } = useTranslation('campaigns');
  const navigate = useNavigate();
  const clone = useCloneCampaign();
  const [name, setName] = useState(t('clone.default_name', { name: campaign.name }));
  const [lineItems, setLineItems] = useState(false);
  const [creatives, setCreatives] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async () => {
    const parts: ClonePart[] = [];
    if (lineItems) parts.push('line_items');
    if (lineItems && creatives) parts.push('creatives');
    if (!name.trim()) {
      setErrors({ name: translateMessage('validation.required') });
      return;
    }
    setErrors({});
    try {
      const copy = await clone.mutateAsync({ id: campaign.id, name, parts });
      notifySuccess('campaigns:messages.cloned', { name: copy.name });
      onClose();
      navigate(campaignsPaths.edit(copy.id));
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
      <Text size="sm">{t('clone.intro', { name: campaign.name })}</Text>
      <TextInput
        label={t('clone.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        withAsterisk
        data-autofocus
      />
      <Stack gap={6} role="group" aria-label={t('clone.copy_also')}>
        <Text size="sm" fw={500}>
          {t('clone.copy_also')}
        </Text>
        <Checkbox
          label={t('clone.line_items')}
          checked={lineItems}
          onChange={(event) => {
            setLineItems(event.currentTarget.checked);
            if (!event.currentTarget.checked) setCreatives(false);
          }}
        />
        <Checkbox
          label={t('clone.creatives')}
          description={t('clone.creatives_hint')}
          checked={creatives}
          disabled={!lineItems}
          onChange={(event) => setCreatives(event.currentTarget.checked)}
          ml="lg"
        />
        {errors.clone && (
          <Text size="xs" c="red">
            {errors.clone}
          </Text>
        )}
      </Stack>
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
