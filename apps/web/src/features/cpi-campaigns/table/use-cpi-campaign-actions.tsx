import type { CpiCampaign } from '@beacon/contracts';
import { Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconMail } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '../../../lib/ability.tsx';
import { editAction, type RowAction } from '../../../ui/data-grid/index.ts';
import { useSendCpiCampaignEmail } from '../api/use-cpi-campaign.ts';
import { cpiCampaignsPaths } from '../paths.ts';

/** Row actions of the requests grid: open, and send by e-mail after a confirmation. */
export function useCpiCampaignActions(): RowAction<CpiCampaign>[] {
  const { t } = useTranslation('cpi_campaigns');
  const ability = useAppAbility();
  const canUpdate = ability.can('update', 'CpiCampaign');
  const canSend = ability.can('send_cpi_campaign_mail', 'CpiCampaign');
  const send = useSendCpiCampaignEmail();
  return useMemo(
    () => [
      editAction(
        'cpi_campaigns',
        () => canUpdate,
        (row) => cpiCampaignsPaths.edit(row.id),
      ),
      {
        key: 'send_email',
        labelKey: 'cpi_campaigns:actions.send_email',
        icon: <IconMail size={14} />,
        visible: () => canSend,
        disabled: (row) => send.isPending && send.variables === row.id,
        onClick: (row) =>
          modals.openConfirmModal({
            title: t('send.title'),
            children: <Text size="sm">{t('send.body', { name: row.name })}</Text>,
            labels: { confirm: t('send.confirm'), cancel: t('form.cancel') },
            onConfirm: () => send.mutate(row.id),
          }),
      },
    ],
    [t, canUpdate, canSend, send],
  );
}
