import { Badge, Button, CloseButton, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { RowSelection } from './use-row-selection.ts';

/** The bulk switch of a list (`PUT .../bulk_set/{0|1}`), as its mutation hook answers it. */
type BulkSetMutation = {
  mutate: (vars: { ids: number[]; active: boolean }, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  variables?: { active: boolean } | undefined;
};

type Props<T extends { id: number }> = {
  selection: RowSelection<T>;
  allowed: boolean;
  bulk: BulkSetMutation;
  /** The list's translation namespace: its `bulk.*` texts name its objects. */
  namespace: string;
};

/** Activates or deactivates the selected rows after a confirmation (all or nothing). */
export function BulkActiveBar<T extends { id: number }>({ selection, allowed, bulk, namespace }: Props<T>) {
  const { t } = useTranslation(namespace);
  const count = selection.selected.length;
  if (count === 0) return null;

  const confirm = (active: boolean) => {
    const ids = selection.selected.map((row) => row.id);
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
