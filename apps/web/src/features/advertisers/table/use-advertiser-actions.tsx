import type { Advertiser } from '@beacon/contracts';
import { useMemo } from 'react';
import { useAppAbility } from '../../../lib/ability.tsx';
import { activityAction, editAction, type RowAction } from '../../../ui/data-grid/index.ts';
import { advertisersPaths } from '../paths.ts';

/** Row actions of the advertisers grid, each shown only with the matching permission. */
export function useAdvertiserActions(): RowAction<Advertiser>[] {
  const ability = useAppAbility();
  const canUpdate = ability.can('update', 'Advertiser');
  const canAudit = ability.can('audit', 'Advertiser');
  return useMemo(
    () => [
      editAction(
        'advertisers',
        () => canUpdate,
        (row) => advertisersPaths.edit(row.id),
      ),
      activityAction('advertisers', canAudit, (row) => advertisersPaths.activityLog(row.id)),
    ],
    [canUpdate, canAudit],
  );
}
