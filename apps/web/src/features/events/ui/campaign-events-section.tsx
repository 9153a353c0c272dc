import type { Campaign } from '@beacon/contracts';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { campaignsPaths } from '../../campaigns/paths.ts';
import { ObjectEventsPanel } from './object-events-panel.tsx';

/**
 * The campaign's events on its edit screen: the advertiser's events and the campaign's whitelist.
 * A saved association goes back to CampaignsIndex (docs/REQUIREMENTS.md#events).
 */
export function CampaignEventsSection({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation('events');
  const navigate = useNavigate();
  const allowed = useAppAbility().can('create_event_association', 'Campaign');
  return (
    <Stack gap={6}>
      <Title order={2} size="h4">
        {t('object_events.title')}
      </Title>
      <ObjectEventsPanel
        owner={{ kind: 'campaign', id: campaign.id }}
        campaignAllowsEvents={campaign.allows_events}
        allowed={allowed}
        onSaved={() => navigate(campaignsPaths.index)}
      />
    </Stack>
  );
}
