import { Badge, Checkbox, Paper, ScrollArea, Table, Text, Title, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Row = { id: number; name: string; external_id: number; active: boolean };

type Props<T extends Row> = {
  title: string;
  /** Header of the count column (line items of a campaign, creatives of a line). */
  countLabel: string;
  rows: T[] | undefined;
  count: (row: T) => number;
  selected: Set<number>;
  onChange: (next: Set<number>) => void;
  disabled: boolean;
  /** Why a row cannot be ticked, if it cannot. */
  blocked?: (row: T) => string | undefined;
  /** A second line under the name (a line item's campaign). */
  detail?: (row: T) => string;
};

/** A dense table of objects to tick: id, name, external id, active and a count, in the order given. */
export function ObjectPicker<T extends Row>(props: Props<T>) {
  const { title, countLabel, rows, count, selected, onChange, disabled, blocked, detail } = props;
  const { t } = useTranslation('events');
  const toggle = (id: number, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <Paper withBorder radius="md" p="xs">
      <Title order={2} size="h5" mb={4}>
        {title}{' '}
        <Text span size="xs" c="dimmed" fw={400}>
          {t('eligible.chosen', { count: [...selected].length })}
        </Text>
      </Title>
      {rows === undefined ? (
        <Text size="sm" c="dimmed">
          {t('eligible.loading')}
        </Text>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('eligible.empty')}
        </Text>
      ) : (
        <ScrollArea.Autosize mah={260} type="auto">
          <Table striped highlightOnHover verticalSpacing={4} fz="xs" aria-label={title} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={32} />
                <Table.Th w={60}>{t('fields.id')}</Table.Th>
                <Table.Th>{t('fields.name')}</Table.Th>
                <Table.Th w={110}>{t('fields.external_id')}</Table.Th>
                <Table.Th w={90}>{t('fields.active')}</Table.Th>
                <Table.Th w={120} ta="right">
                  {countLabel}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => {
                const reason = blocked?.(row);
                const box = (
                  <Checkbox
                    size="xs"
                    aria-label={row.name}
                    checked={selected.has(row.id)}
                    disabled={disabled || (reason !== undefined && !selected.has(row.id))}
                    onChange={(e) => toggle(row.id, e.currentTarget.checked)}
                  />
                );
                return (
                  <Table.Tr key={row.id}>
                    <Table.Td>
                      {reason ? (
                        <Tooltip label={reason} withinPortal>
                          <span>{box}</span>
                        </Tooltip>
                      ) : (
                        box
                      )}
                    </Table.Td>
                    <Table.Td>{row.id}</Table.Td>
                    <Table.Td maw={0}>
                      <Text fz="inherit" truncate title={row.name}>
                        {row.name}
                      </Text>
                      {reason ? (
                        <Text fz={11} c="orange.8" lh={1.3}>
                          {reason}
                        </Text>
                      ) : (
                        detail && (
                          <Text fz={11} c="dimmed" truncate>
                            {detail(row)}
                          </Text>
                        )
                      )}
                    </Table.Td>
                    <Table.Td>{row.external_id}</Table.Td>
                    <Table.Td>
                      <Badge size="xs" variant="light" color={row.active ? 'teal' : 'gray'} tt="none">
                        {row.active ? t('state.active') : t('state.inactive')}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">{count(row)}</Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollArea.Autosize>
      )}
    </Paper>
  );
}
