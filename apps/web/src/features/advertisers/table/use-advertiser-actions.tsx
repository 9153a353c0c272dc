import type { Advertiser } from '@beacon/contracts';
import { IconHistory, IconPencil } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useAppAbility } from '../../../lib/ability.tsx';
import type { RowAction } from '../../../ui/data-grid/index.ts';
import { advertisersPaths } from '../paths.ts';

/** Row actions of the advertisers grid, each shown only with the matching permission. */
export function useAdvertiserActions(): RowAction<Advertiser>[] {
  const ability = useAppAbility();
  const canUpdate = ability.can('update', 'Advertiser');
  const canAudit = ability.can('audit', 'Advertiser');
  return useMemo(
    () => [
      {
        key: 'edit',
        labelKey: 'advertisers:actions.edit',
        icon: <IconPencil size={14} />,
        visible: () => canUpdate,
        href: (row) => advertisersPaths.edit(row.id),
      },
      {
        key: 'activity',
        labelKey: 'advertisers:actions.activity_log',
        icon: <IconHistory size={14} />,
        visible: () => canAudit,
        href: (row) => advertisersPaths.activityLog(row.id),
      },
    ],
    [canUpdate, canAudit],
  );
}
