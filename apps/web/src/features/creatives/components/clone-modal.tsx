import { CLONE_PROVIDERS, type CloneProvider, CREATIVE_TEMPLATES, type Creative } from '@beacon/contracts';
import { Checkbox, Radio, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CloneDialog } from '../../../ui/clone-dialog.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { useCloneCreative } from '../api/use-creative-mutations.ts';
import { creativesPaths } from '../paths.ts';

type Props = { creative: Creative | null; onClose: () => void };
type Choice = 'none' | CloneProvider;

/**
 * Duplicates a creative, optionally converting a tag creative to an ad server's tag
 * (docs/REQUIREMENTS.md#creatives).
 */
export function CloneCreativeModal({ creative, onClose }: Props) {
  const { t } = useTranslation('creatives');
  const navigate = useNavigate();
  const clone = useCloneCreative();
  const [provider, setProvider] = useState<Choice>('none');
  const [lineItems, setLineItems] = useState(false);
  const close = () => {
    setProvider('none');
    setLineItems(false);
    onClose();
  };

  return (
    <CloneDialog
      namespace="creatives"
      source={creative}
      onClose={close}
      pending={clone.isPending}
      errorFields={['provider', 'clone']}
      onClone={(source, name) =>
        clone.mutateAsync({
          id: source.id,
          body: {
            name: name.trim(),
            provider: provider === 'none' ? undefined : provider,
            clone: lineItems ? ['line_items'] : [],
          },
        })
      }
      onCloned={(copy) => {
        notifySuccess('creatives:messages.cloned', { name: copy.name });
        navigate(creativesPaths.edit(copy.id));
      }}
    >
      {(source, errors) => {
        // Only a third-party tag can be handed to another ad server (an image has no tag to rewrite).
        const isTag = CREATIVE_TEMPLATES[source.creative_template_id]?.family === 'tag';
        return (
          <Stack gap="sm">
            <Checkbox
              label={t('clone.line_items')}
              description={t('clone.line_items_hint')}
              checked={lineItems}
              onChange={(event) => setLineItems(event.currentTarget.checked)}
              error={errors.clone}
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
          </Stack>
        );
      }}
    </CloneDialog>
  );
}
