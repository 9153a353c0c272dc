import { CLONE_PROVIDERS, type CloneProvider, CREATIVE_TEMPLATES, type Creative } from '@beacon/contracts';
import { Alert, Button, Group, Modal, Radio, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { applyServerErrors } from '../../../ui/form-errors.ts';
import { notifySuccess } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useCloneCreative } from '../api/use-creative-mutations.ts';
import { creativesPaths } from '../paths.ts';

type Props = { creative: Creative | null; onClose: () => void };
type Choice = 'none' | CloneProvider;

/** Duplicates a creative, optionally converting a tag creative to an ad server's tag (000 §3). */
export function CloneCreativeModal({ creative, onClose }: Props) {
  const { t } = useTranslation('creatives');
  return (
    <Modal opened={creative !== null} onClose={onClose} title={t('clone.title')} size="md" centered>
      {creative && <CloneForm key={creative.id} creative={creative} onClose={onClose} />}
    </Modal>
  );
}

function CloneForm({ creative, onClose }: { creative: Creative; onClose: () => void }) {
  const { t } = useTranslation('creatives');
  const navigate = useNavigate();
  const clone = useCloneCreative();
  const [name, setName] = useState(t('clone.default_name', { name: creative.name }));
  const [provider, setProvider] = useState<Choice>('none');
  const [errors, setErrors] = useState<Record<string, string>>({});
  // Only a third-party tag can be handed to another ad server (an image has no tag to rewrite).
  const isTag = CREATIVE_TEMPLATES[creative.creative_template_id]?.family === 'tag';

  const submit = async () => {
    if (!name.trim()) {
      setErrors({ name: translateMessage('validation.required') });
      return;
    }
    setErrors({});
    try {
      const copy = await clone.mutateAsync({
        id: creative.id,
        body: { name: name.trim(), provider: provider === 'none' ? undefined : provider },
      });
      notifySuccess('creatives:messages.cloned', { name: copy.name });
      onClose();
      navigate(creativesPaths.edit(copy.id));
    } catch (error) {
      applyServerErrors<{ name: string; provider: string }>(
        error,
        (field, e) => setErrors((current) => ({ ...current, [field]: translateMessage(e.message ?? '') })),
        ['name', 'provider'],
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
      <Text size="sm">{t('clone.intro', { name: creative.name })}</Text>
      <TextInput
        label={t('clone.name')}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={errors.name}
        withAsterisk
        data-autofocus
      />
      <Radio.Group
        label={t('clone.provider')}
        value={provider}
        onChange={(value) => setProvider(value as Choice)}
        error={errors.provider}
      >
        <Stack gap={8} mt={6}>
          {(['none', ...CLONE_PROVIDERS] as Choice[]).map((choice) => (
            <Radio
              key={choice}
              value={choice}
              disabled={choice !== 'none' && !isTag}
              label={t(`clone.providers.${choice}`)}
              description={t(`clone.provider_hints.${choice}`)}
            />
          ))}
        </Stack>
      </Radio.Group>
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
