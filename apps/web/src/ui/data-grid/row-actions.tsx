import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RowAction } from './types.ts';

/** The pinned actions column is 90 px wide: room for three icons, the rest go in a menu. */
const MAX_ICONS = 3;

type Props<T> = { row: T; actions: RowAction<T>[]; rowLabel: string };

/** Row actions the user may use on this row; a link action keeps ctrl/cmd-click for a new tab. */
export function RowActions<T>({ row, actions, rowLabel }: Props<T>) {
  const { t } = useTranslation('grid');
  const allowed = actions.filter((a) => a.visible?.(row) ?? true);
  const inline = allowed.length > MAX_ICONS ? allowed.slice(0, MAX_ICONS - 1) : allowed;
  const overflow = allowed.slice(inline.length);
  return (
    <Group gap={2} wrap="nowrap">
      {inline.map((action) => (
        <ActionButton key={action.key} row={row} action={action} rowLabel={rowLabel} />
      ))}
      {overflow.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon
              size="xs"
              variant="subtle"
              color="gray"
              aria-label={t('more_actions', { name: rowLabel })}
            >
              <IconDots size={14} />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            {overflow.map((action) => {
              const href = action.href?.(row);
              const common = {
                leftSection: action.icon,
                color: action.color,
                disabled: action.disabled?.(row),
              };
              return href ? (
                <Menu.Item key={action.key} {...common} component={Link} to={href}>
                  {t(action.labelKey)}
                </Menu.Item>
              ) : (
                <Menu.Item key={action.key} {...common} onClick={() => action.onClick?.(row)}>
                  {t(action.labelKey)}
                </Menu.Item>
              );
            })}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}

function ActionButton<T>({ row, action, rowLabel }: { row: T; action: RowAction<T>; rowLabel: string }) {
  const { t } = useTranslation();
  const label = t(action.labelKey);
  const href = action.href?.(row);
  const disabled = action.disabled?.(row);
  const reason = disabled ? action.disabledReason?.(row) : undefined;
  const common = {
    size: 'xs' as const,
    variant: 'subtle' as const,
    color: action.color ?? 'gray',
    disabled,
    'aria-label': `${label}: ${rowLabel}`,
  };
  if (reason) {
    // A disabled button takes no pointer events: the wrapper carries the reason's tooltip.
    return (
      <Tooltip label={`${label}: ${t(reason)}`} withinPortal multiline maw={280}>
        <span>
          <ActionIcon {...common}>{action.icon}</ActionIcon>
        </span>
      </Tooltip>
    );
  }
  return (
    <Tooltip label={label} withinPortal openDelay={300}>
      {href ? (
        <ActionIcon {...common} component={Link} to={href}>
          {action.icon}
        </ActionIcon>
      ) : (
        <ActionIcon {...common} onClick={() => action.onClick?.(row)}>
          {action.icon}
        </ActionIcon>
      )}
    </Tooltip>
  );
}
