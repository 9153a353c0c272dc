import type { Advertiser } from '@beacon/contracts';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { cellValue } from '../../../ui/data-grid/cell-value.tsx';
import { advertisersPaths } from '../paths.ts';

/** Read-only facts of the edited advertiser: identifiers, campaigns, dates, and its activity log. */
export function AdvertiserRecordCard({ advertiser }: { advertiser: Advertiser }) {
  const { t } = useTranslation('advertisers');
  const ability = useAppAbility();
  const campaigns = advertiser.associated_campaigns_count;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="advertiser-record-title">
      <Stack gap="sm">
        <Title order={2} size="h5" id="advertiser-record-title">
          {t('edit.record')}
        </Title>
        <Row label={t('fields.id')}>{advertiser.id}</Row>
        <Row label={t('fields.external_id')}>{advertiser.external_id}</Row>
        <Row label={t('fields.associated_campaigns_count')}>
          {ability.can('index', 'Campaign') ? (
            <Anchor component={Link} to={advertisersPaths.campaigns(advertiser.id)} size="sm">
              {campaigns}
            </Anchor>
          ) : (
            campaigns
          )}
        </Row>
        <Row label={t('fields.created_at')}>{cellValue(advertiser.created_at, 'date')}</Row>
        <Row label={t('fields.updated_at')}>{cellValue(advertiser.updated_at, 'date')}</Row>
        {ability.can('audit', 'Advertiser') && (
          <Anchor component={Link} to={advertisersPaths.activityLog(advertiser.id)} size="sm">
            {t('actions.activity_log')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" component="div" ta="right">
        {children}
      </Text>
    </Group>
  );
}
