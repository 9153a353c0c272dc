import { Badge, CloseButton, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCampaignReference } from '../../campaigns/api/use-campaign.ts';

type Props = { campaignId: string; onRemove: () => void };

/** The campaign the list is narrowed to (LineItemList `campaign_id`), by name, with a way to widen it again. */
export function CampaignFilterChip({ campaignId, onRemove }: Props) {
  const { t } = useTranslation('lineItems');
  const id = /^\d+$/.test(campaignId) ? Number(campaignId) : null;
  const campaign = useCampaignReference(id);
  const name = campaign.data?.name ?? (campaign.isPending ? '…' : `#${campaignId}`);
  return (
    <Badge
      variant="light"
      size="lg"
      radius="sm"
      tt="none"
      fw={500}
      pr={2}
      style={{ flexShrink: 0, maxWidth: 280 }}
      rightSection={
        <CloseButton size="xs" aria-label={t('index.remove_campaign_filter', { name })} onClick={onRemove} />
      }
    >
      <Group gap={4} wrap="nowrap">
        <Text span size="xs" c="dimmed">
          {t('fields.campaign_name')}:
        </Text>
        <Text span size="xs" fw={600} truncate maw={180} data-testid="campaign-filter-chip">
          {name}
        </Text>
      </Group>
    </Badge>
  );
}
