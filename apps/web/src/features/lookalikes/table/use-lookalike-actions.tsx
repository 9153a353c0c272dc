import type { Lookalike } from '@beacon/contracts';
import { IconEye, IconPlayerPlay } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useAppAbility } from '../../../lib/ability.tsx';
import type { RowAction } from '../../../ui/data-grid/index.ts';
import { useActivateLookalike } from '../api/use-lookalike-mutations.ts';
import { lookalikesPaths } from '../paths.ts';

/** Row actions: open the lookalike's result, and activate its segment once it is built. */
export function useLookalikeActions(): RowAction<Lookalike>[] {
  const ability = useAppAbility();
  const canCreate = ability.can('create', 'Lookalike');
  const activate = useActivateLookalike();
  const { mutate, isPending, variables } = activate;
  return useMemo(
    () => [
      {
        key: 'show',
        labelKey: 'lookalikes:actions.show',
        icon: <IconEye size={14} />,
        href: (row) => lookalikesPaths.progress(row.id),
      },
      {
        key: 'activate',
        labelKey: 'lookalikes:actions.activate',
        icon: <IconPlayerPlay size={14} />,
        color: 'teal',
        visible: (row) => canCreate && row.status === 'ready' && !row.active,
        disabled: (row) => isPending && variables?.id === row.id,
        onClick: (row) => mutate(row),
      },
    ],
    [canCreate, mutate, isPending, variables],
  );
}
