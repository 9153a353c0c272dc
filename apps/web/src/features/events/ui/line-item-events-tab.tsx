import type { LineItem } from '@beacon/contracts';
import { useAppAbility } from '../../../lib/ability.tsx';
import { useCampaignReference } from '../../campaigns/api/use-campaign.ts';
import { ObjectEventsPanel } from './object-events-panel.tsx';

/**
 * LineItemEdit `?tab=events`: the advertiser's events, whether each credits this line and why, and
 * the line's own whitelist (needs LineItem:create_event_association).
 */
export function LineItemEventsTab({ line }: { line: LineItem }) {
  const allowed = useAppAbility().can('create_event_association', 'LineItem');
  const campaign = useCampaignReference(line.campaign_id);
  return (
    <ObjectEventsPanel
      owner={{ kind: 'line_item', id: line.id }}
      // Until the campaign is read the line is taken as open; the server refuses a closed one anyway.
      campaignAllowsEvents={campaign.data?.allows_events ?? true}
      allowed={allowed}
    />
  );
}
