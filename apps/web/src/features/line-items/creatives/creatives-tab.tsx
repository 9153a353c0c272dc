import { CREATIVE_METHODS, type CreativeAssociation, type LineItem } from '@beacon/contracts';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconDeviceFloppy, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { confirmDanger } from '../../../ui/confirm-danger.tsx';
import { numericOnly } from '../../../ui/numeric-only.ts';
import {
  useAssociatedCreatives,
  useDeleteAssociation,
  useLineAssociations,
  useSaveWeights,
  useSetAssociationActive,
} from '../api/use-line-creatives.ts';
import { linkedPaths } from '../paths.ts';
import { AssociateModal } from './associate-modal.tsx';
import { CreativeThumb } from './creative-thumb.tsx';
import { initialWeights, type WeightDraft, weightTotal } from './weights.ts';

/**
 * The line's creatives (LineItemEdit `?tab=creatives`): each association with its dates, active
 * switch and, on a weighted line, its weight (saved together, only when they add up to 100).
 */
export function CreativesTab({ line }: { line: LineItem }) {
  const { t } = useTranslation('lineItems');
  const ability = useAppAbility();
  const associations = useLineAssociations(line.id);
  const creatives = useAssociatedCreatives(line.id);
  const setActive = useSetAssociationActive(line.id);
  const remove = useDeleteAssociation(line.id);
  const saveWeights = useSaveWeights(line.id);
  const [associating, setAssociating] = useState(false);
  const [editing, setEditing] = useState<CreativeAssociation | null>(null);
  const rows = associations.data ?? [];
  const weighted = line.creative_method_id === CREATIVE_METHODS.weighted;
  const canAssociate = ability.can('create_creative_line_association', 'LineItem');
  const canUpdate = ability.can('update_creative_line_association', 'LineItem');
  const canRemove = ability.can('delete_creative_line_association', 'LineItem');
  const canWeigh = ability.can('update', 'LineItem');
  const canOpenCreative = ability.can('update', 'Creative');
  const byCreative = useMemo(() => new Map((creatives.data ?? []).map((c) => [c.id, c])), [creatives.data]);

  const [draft, setDraft] = useState<WeightDraft>({});
  useEffect(() => {
    if (associations.data) setDraft(initialWeights(associations.data));
  }, [associations.data]);
  const total = weightTotal(rows, draft);

  const confirmRemove = (a: CreativeAssociation) =>
    confirmDanger({
      title: t('creatives.remove_title'),
      body: t('creatives.remove_body', { name: a.creative_name }),
      confirm: t('creatives.remove'),
      cancel: t('common.cancel'),
      onConfirm: () => remove.mutate(a.id),
    });

  const submitWeights = () =>
    saveWeights.mutate({
      weights: rows
        .filter((a) => a.active)
        .map((a) => ({ creative_id: a.creative_id, weight: Number(draft[a.creative_id] ?? 0) })),
    });

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <div>
            <Text fw={600}>{t('creatives.title')}</Text>
            <Text size="xs" c="dimmed">
              {weighted ? t('creatives.weighted_intro') : t('creatives.random_intro')}
            </Text>
          </div>
          {canAssociate && (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setAssociating(true)}>
              {t('creatives.associate')}
            </Button>
          )}
        </Group>
        {associations.isPending ? (
          <Text size="sm" c="dimmed">
            {t('form.loading')}
          </Text>
        ) : rows.length === 0 ? (
          <Alert variant="light" color="gray">
            {t('creatives.empty')}
          </Alert>
        ) : (
          <Table
            striped
            highlightOnHover
            withTableBorder
            fz="xs"
            verticalSpacing={4}
            aria-label={t('creatives.title')}
          >
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>{t('creatives.thumbnail')}</Table.Th>
                <Table.Th>{t('creatives.creative')}</Table.Th>
                <Table.Th>{t('creatives.type')}</Table.Th>
                <Table.Th>{t('creatives.size')}</Table.Th>
                <Table.Th>{t('fields.start_date')}</Table.Th>
                <Table.Th>{t('fields.end_date')}</Table.Th>
                <Table.Th w={90}>{t('fields.active')}</Table.Th>
                {weighted && <Table.Th w={110}>{t('creatives.weight')}</Table.Th>}
                <Table.Th w={70} />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((a) => {
                const creative = byCreative.get(a.creative_id);
                return (
                  <Table.Tr key={a.id}>
                    <Table.Td>
                      <CreativeThumb creative={creative} />
                    </Table.Td>
                    <Table.Td>
                      {canOpenCreative ? (
                        <Anchor component={Link} to={linkedPaths.creativeEdit(a.creative_id)} fz="inherit">
                          {a.creative_name}
                        </Anchor>
                      ) : (
                        a.creative_name
                      )}
                      <Text size="xs" c="dimmed">
                        #{a.creative_external_id}
                      </Text>
                    </Table.Td>
                    <Table.Td>{creative?.creative_type_name ?? '—'}</Table.Td>
                    <Table.Td>
                      {creative?.size_name ??
                        (creative?.width && creative.height ? `${creative.width}×${creative.height}` : '—')}
                    </Table.Td>
                    <Table.Td>
                      {a.start_date ?? (
                        <Text span c="dimmed" fz="inherit">
                          {t('creatives.line_flight')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {a.end_date ?? (
                        <Text span c="dimmed" fz="inherit">
                          {t('creatives.line_flight')}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>
                      <Switch
                        size="xs"
                        checked={a.active}
                        disabled={!canUpdate || (setActive.isPending && setActive.variables?.id === a.id)}
                        aria-label={t('creatives.active_label', { name: a.creative_name })}
                        onChange={(event) => setActive.mutate({ ...a, next: event.currentTarget.checked })}
                      />
                    </Table.Td>
                    {weighted && (
                      <Table.Td>
                        <TextInput
                          size="xs"
                          w={80}
                          {...numericOnly}
                          disabled={!a.active || !canWeigh}
                          aria-label={t('creatives.weight_label', { name: a.creative_name })}
                          rightSection={
                            <Text size="xs" c="dimmed">
                              %
                            </Text>
                          }
                          value={a.active ? (draft[a.creative_id] ?? '') : ''}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            setDraft((d) => ({ ...d, [a.creative_id]: value }));
                          }}
                        />
                      </Table.Td>
                    )}
                    <Table.Td>
                      <Group gap={2} wrap="nowrap">
                        {canUpdate && (
                          <Tooltip label={t('creatives.edit_dates')}>
                            <ActionIcon
                              variant="subtle"
                              size="sm"
                              aria-label={t('creatives.edit_label', { name: a.creative_name })}
                              onClick={() => setEditing(a)}
                            >
                              <IconPencil size={14} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                        {canRemove && (
                          <Tooltip label={t('creatives.remove')}>
                            <ActionIcon
                              variant="subtle"
                              color="red"
                              size="sm"
                              aria-label={t('creatives.remove_label', { name: a.creative_name })}
                              onClick={() => confirmRemove(a)}
                            >
                              <IconTrash size={14} />
                            </ActionIcon>
                          </Tooltip>
                        )}
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        )}
        {weighted && rows.some((a) => a.active) && canWeigh && (
          <Group justify="flex-end" gap="sm">
            <Text
              size="sm"
              fw={600}
              c={total.complete ? 'teal' : 'red'}
              aria-live="polite"
              data-testid="weights-total"
            >
              {t('creatives.weights_total', { sum: total.sum })}
            </Text>
            <Button
              size="xs"
              leftSection={<IconDeviceFloppy size={14} />}
              disabled={!total.complete}
              loading={saveWeights.isPending}
              onClick={submitWeights}
            >
              {t('creatives.save_weights')}
            </Button>
          </Group>
        )}
      </Stack>
      <AssociateModal
        line={line}
        associated={rows}
        opened={associating || editing !== null}
        editing={editing}
        onClose={() => {
          setAssociating(false);
          setEditing(null);
        }}
      />
    </Paper>
  );
}
