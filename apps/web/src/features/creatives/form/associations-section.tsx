import { associationDateErrors, type CreativeAssociation } from '@beacon/contracts';
import {
  ActionIcon,
  Anchor,
  Button,
  Fieldset,
  Group,
  Select,
  Switch,
  Table,
  Text,
  Tooltip,
} from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { IconLink, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/ability.tsx';
import { ApiError, isApiError } from '../../../lib/api/api-error.ts';
import { DATE_TIME_FORMAT } from '../../../lib/format/date.ts';
import { optionLabel } from '../../../lib/format/option-label.ts';
import { confirmDanger } from '../../../ui/confirm-danger.tsx';
import { notifyError } from '../../../ui/notify.ts';
import { translateMessage } from '../../../ui/translate-message.ts';
import { useLineItemOptions } from '../../line-items/api/use-line-item.ts';
import { useCreativeLines } from '../api/use-creative.ts';
import {
  useCreateAssociation,
  useDeleteAssociation,
  useUpdateAssociation,
} from '../api/use-creative-mutations.ts';
import { linkedPaths } from '../paths.ts';

/**
 * "Line associations" (edit only): the line items this creative runs on, each with its own dates
 * (empty = the line's flight) and active flag; add one from the advertiser's line items.
 */
export function AssociationsSection({
  creativeId,
  advertiserId,
}: {
  creativeId: number;
  advertiserId: number;
}) {
  const { t } = useTranslation('creatives');
  const ability = useAppAbility();
  const lines = useCreativeLines(creativeId);
  const canCreate = ability.can('create_creative_line_association', 'LineItem');
  const canUpdate = ability.can('update_creative_line_association', 'LineItem');
  const canDelete = ability.can('delete_creative_line_association', 'LineItem');
  return (
    <Fieldset legend={t('form.sections.line_associations')} variant="filled" id="line-associations">
      {lines.data && lines.data.length > 0 ? (
        <Table
          striped
          withTableBorder
          fz="sm"
          verticalSpacing={4}
          aria-label={t('form.sections.line_associations')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('associations.line_item')}</Table.Th>
              <Table.Th>{t('associations.campaign')}</Table.Th>
              <Table.Th>{t('associations.flight')}</Table.Th>
              <Table.Th>{t('fields.start_date')}</Table.Th>
              <Table.Th>{t('fields.end_date')}</Table.Th>
              <Table.Th>{t('fields.active')}</Table.Th>
              <Table.Th w={40} />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.data.map((row) => (
              <AssociationRow
                key={row.id}
                row={row}
                creativeId={creativeId}
                canUpdate={canUpdate}
                canDelete={canDelete}
              />
            ))}
          </Table.Tbody>
        </Table>
      ) : (
        <Text size="sm" c="dimmed">
          {lines.isPending ? t('form.loading') : t('associations.none')}
        </Text>
      )}
      {canCreate && (
        <AddAssociation creativeId={creativeId} advertiserId={advertiserId} taken={lines.data ?? []} />
      )}
    </Fieldset>
  );
}

type RowProps = { row: CreativeAssociation; creativeId: number; canUpdate: boolean; canDelete: boolean };

function AssociationRow({ row, creativeId, canUpdate, canDelete }: RowProps) {
  const { t } = useTranslation('creatives');
  const update = useUpdateAssociation(creativeId);
  const remove = useDeleteAssociation(creativeId);
  const save = (patch: Partial<Pick<CreativeAssociation, 'start_date' | 'end_date' | 'active'>>) => {
    const body = { start_date: row.start_date, end_date: row.end_date, active: row.active, ...patch };
    const errors = associationDateErrors(body, {
      start_date: row.line_start_date,
      end_date: row.line_end_date,
    });
    const first = Object.values(errors).flat()[0];
    if (first) {
      notifyError(new ApiError({ status: 422, message: first }));
      return;
    }
    update.mutate({ id: row.id, body });
  };
  const date = (field: 'start_date' | 'end_date') => (
    <DateTimePicker
      size="xs"
      w={170}
      withSeconds
      clearable
      valueFormat={DATE_TIME_FORMAT}
      firstDayOfWeek={1}
      placeholder={t('associations.line_flight')}
      aria-label={`${t(`fields.${field}`)}: ${row.line_item_name}`}
      value={row[field]}
      disabled={!canUpdate}
      onChange={(value) => save({ [field]: value ?? null })}
      popoverProps={{ withinPortal: true }}
    />
  );
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={linkedPaths.lineItemCreatives(row.line_item_id)} fz="sm">
          {row.line_item_name}
        </Anchor>
      </Table.Td>
      <Table.Td>{row.campaign_name}</Table.Td>
      <Table.Td>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {row.line_start_date.slice(0, 10)} → {row.line_end_date.slice(0, 10)}
        </Text>
      </Table.Td>
      <Table.Td>{date('start_date')}</Table.Td>
      <Table.Td>{date('end_date')}</Table.Td>
      <Table.Td>
        <Switch
          size="xs"
          checked={row.active}
          disabled={!canUpdate || update.isPending}
          aria-label={t('associations.active', { name: row.line_item_name })}
          onChange={(event) => save({ active: event.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>
        <Tooltip label={t('associations.remove')}>
          <ActionIcon
            size="sm"
            variant="subtle"
            color="red"
            disabled={!canDelete}
            aria-label={t('associations.remove_named', { name: row.line_item_name })}
            onClick={() =>
              confirmDanger({
                title: t('associations.remove'),
                body: t('associations.remove_body', { name: row.line_item_name }),
                confirm: t('associations.remove'),
                cancel: t('common.cancel'),
                onConfirm: () => remove.mutate(row.id),
              })
            }
          >
            <IconTrash size={14} />
          </ActionIcon>
        </Tooltip>
      </Table.Td>
    </Table.Tr>
  );
}

function AddAssociation({
  creativeId,
  advertiserId,
  taken,
}: {
  creativeId: number;
  advertiserId: number;
  taken: CreativeAssociation[];
}) {
  const { t } = useTranslation('creatives');
  const options = useLineItemOptions(advertiserId);
  const create = useCreateAssociation(creativeId);
  const [lineItem, setLineItem] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const free = (options.data ?? []).filter((o) => !taken.some((a) => a.line_item_id === o.id));
  const add = async () => {
    if (!lineItem) return;
    setError(null);
    try {
      await create.mutateAsync({
        creative_id: creativeId,
        line_item_id: Number(lineItem),
        start_date: null,
        end_date: null,
        active: true,
      });
      setLineItem(null);
    } catch (caught) {
      if (isApiError(caught) && (Object.keys(caught.errors).length > 0 || caught.code)) {
        const first = Object.values(caught.errors).flat()[0];
        setError(translateMessage(first ?? caught.code ?? caught.message));
      } else notifyError(caught);
    }
  };
  return (
    <Group gap="xs" mt="sm" align="flex-start">
      <Select
        size="xs"
        w={420}
        aria-label={t('associations.pick_line_item')}
        placeholder={options.isPending ? t('form.loading') : t('associations.pick_line_item')}
        data={free.map((o) => ({ value: String(o.id), label: optionLabel(o) }))}
        value={lineItem}
        onChange={setLineItem}
        searchable
        nothingFoundMessage={t('associations.no_line_items')}
        error={error}
        comboboxProps={{ withinPortal: true }}
      />
      <Button
        size="xs"
        leftSection={<IconLink size={14} />}
        disabled={!lineItem}
        loading={create.isPending}
        onClick={() => void add()}
      >
        {t('associations.add')}
      </Button>
    </Group>
  );
}
