import { Alert, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../lib/format/money.ts';
import type { LineItemFormController } from './use-line-item-form.ts';

/** The frame the campaign sets: its flight (in its time zone) and the budget its other lines leave. */
export function CampaignHint({ controller }: { controller: LineItemFormController }) {
  const { t, i18n } = useTranslation('lineItems');
  const { campaign, available } = controller;
  if (!campaign) return null;
  const money = (value: string) => formatAmount(value, campaign.currency, i18n.language);
  return (
    <Alert variant="light" color="blue" p="xs" icon={<IconInfoCircle size={16} />} aria-live="polite">
      <Group gap="lg" wrap="wrap">
        <Text size="xs" data-testid="campaign-flight-hint">
          {t('form.campaign_flight', {
            start: campaign.start_date,
            end: campaign.end_date,
            timezone: campaign.timezone_name,
          })}
        </Text>
        <Text size="xs" data-testid="campaign-budget-hint">
          {available === null
            ? t('form.campaign_budget', { budget: money(campaign.budget) })
            : t('form.campaign_available', { available: money(available), budget: money(campaign.budget) })}
        </Text>
      </Group>
    </Alert>
  );
}
