import { Button, Checkbox, Divider, Group, Popover, Stack, Text } from '@mantine/core';
import { IconColumns } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { GridColumn } from './types.ts';

type Props<T> = {
  columns: GridColumn<T>[];
  visible: string[];
  onToggle: (accessor: string) => void;
  onReset: () => void;
};

/**
 * Lets the user choose the list's columns, split into dimensions and metrics (docs/REQUIREMENTS.md#lists).
 */
export function ColumnChooser<T>({ columns, visible, onToggle, onReset }: Props<T>) {
  const { t } = useTranslation('grid');
  const groups = [
    { key: 'dimensions', columns: columns.filter((c) => (c.kind ?? 'dimension') === 'dimension') },
    { key: 'metrics', columns: columns.filter((c) => c.kind === 'metric') },
  ].filter((g) => g.columns.length > 0);
  return (
    <Popover position="bottom-end" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Button size="xs" variant="default" leftSection={<IconColumns size={14} />}>
          {t('columns.button')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown p="sm">
        <Stack gap="xs" miw={200}>
          {/* Dimensions and metrics side by side, so both lists show whole on a laptop screen. */}
          <Group align="flex-start" gap="xl" wrap="nowrap" mah={480} style={{ overflowY: 'auto' }}>
            {groups.map((group) => (
              <Stack key={group.key} gap={6} role="group" aria-label={t(`columns.${group.key}`)}>
                <Text size="xs" fw={600}>
                  {t(`columns.${group.key}`)}
                </Text>
                {group.columns.map((column) => (
                  <Checkbox
                    key={column.accessor}
                    size="xs"
                    label={t(column.titleKey)}
                    checked={column.fixed || visible.includes(column.accessor)}
                    disabled={column.fixed}
                    title={column.fixed ? t('columns.fixed') : undefined}
                    onChange={() => onToggle(column.accessor)}
                  />
                ))}
              </Stack>
            ))}
          </Group>
          <Divider />
          <Text size="xs" c="dimmed">
            {t('columns.fixed_hint')}
          </Text>
          <Button size="xs" variant="subtle" onClick={onReset}>
            {t('columns.reset')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
