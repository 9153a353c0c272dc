import type { Campaign, ClonePart } from '@beacon/contracts';
import { Checkbox, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CloneDialog } from '../../../ui/clone-dialog.tsx';
import { notifySuccess } from '../../../ui/notify.ts';
import { useCloneCampaign } from '../api/use-campaign-mutations.ts';
import { campaignsPaths } from '../paths.ts';

type Props = { campaign: Campaign | null; onClose: () => void };

/** Duplicates a campaign, optionally with its line items and their creatives' associations. */
export function CloneCampaignModal({ campaign, onClose }: Props) {
  const { t } = useTranslation('campaigns');
  const navigate = useNavigate();
  const clone = useCloneCampaign();
  const [lineItems, setLineItems] = useState(false);
  const [creatives, setCreatives] = useState(false);
  const close = () => {
    setLineItems(false);
    setCreatives(false);
    onClose();
  };
  const parts = (): ClonePart[] => [
    ...(lineItems ? (['line_items'] as const) : []),
    ...(lineItems && creatives ? (['creatives'] as const) : []),
  ];

  return (
    <CloneDialog
      namespace="campaigns"
      source={campaign}
      onClose={close}
      pending={clone.isPending}
      errorFields={['clone']}
      onClone={(source, name) => clone.mutateAsync({ id: source.id, name, parts: parts() })}
      onCloned={(copy) => {
        notifySuccess('campaigns:messages.cloned', { name: copy.name });
        navigate(campaignsPaths.edit(copy.id));
      }}
    >
      {(_, errors) => (
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
      )}
    </CloneDialog>
  );
}
