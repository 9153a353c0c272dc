import type { Campaign } from '@beacon/contracts';
import { Badge, Button, CloseButton, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBulkSetCampaigns } from '../api/use-campaign-mutations.ts';
import type { RowSelection } from '../table/use-row-selection.ts';

type Props = { selection: RowSelection<Campaign>; allowed: boolean };

/** Activates or deactivates the selected campaigns after a confirmation (all or nothing). */
export function CampaignBulkBar({ selection, allowed }: Props) {
  const { t } = useTranslation('campaigns');
  const bulk = useBulkSetCampaigns();
  const count = selection.selected.length;
  if (count === 0) return null;

  const confirm = (active: boolean) => {
    const ids = selection.selected.map((c) => c.id);
    modals.openConfirmModal({
      title: t(active ? 'bulk.activate_title' : 'bulk.deactivate_title', { count }),
      children: <Text size="sm">{t(active ? 'bulk.activate_body' : 'bulk.deactivate_body', { count })}</Text>,
      labels: { confirm: t(active ? 'bulk.activate' : 'bulk.deactivate'), cancel: t('common.cancel') },
      confirmProps: { color: active ? undefined : 'orange' },
      onConfirm: () => bulk.mutate({ ids, active }, { onSuccess: selection.clear }),
    });
  };

  return (
    <Group gap={6} wrap="nowrap" role="group" aria-label={t('bulk.label')} style={{ flexShrink: 0 }}>
      <Badge variant="light" size="lg" radius="sm" tt="none" fw={500}>
        {t('bulk.selected', { count })}
      </Badge>
      {allowed && (
        <>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPlayerPlay size={14} />}
            loading={bulk.isPending && bulk.variables?.active === true}
            onClick={() => confirm(true)}
          >
            {t('bulk.activate')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="orange"
            leftSection={<IconPlayerPause size={14} />}
            loading={bulk.isPending && bulk.variables?.active === false}
            onClick={() => confirm(false)}
          >
            {t('bulk.deactivate')}
          </Button>
        </>
      )}
      <CloseButton size="sm" aria-label={t('bulk.clear')} onClick={selection.clear} />
    </Group>
  );
}
