import { Switch, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type Props = {
  checked: boolean;
  /** Without the `set_active` permission the switch shows the state but cannot change it. */
  allowed: boolean;
  pending?: boolean;
  /** Names the row for screen readers, e.g. the user's name. */
  rowLabel: string;
  onChange: (active: boolean) => void;
};

/** The active column's cell: a switch calling the row's set-active endpoint. */
export function ActiveSwitch({ checked, allowed, pending, rowLabel, onChange }: Props) {
  const { t } = useTranslation('grid');
  const control = (
    <Switch
      size="xs"
      checked={checked}
      disabled={!allowed || pending}
      aria-label={t('active.toggle', { name: rowLabel })}
      onChange={(event) => onChange(event.currentTarget.checked)}
    />
  );
  if (allowed) return control;
  return (
    <Tooltip label={t('active.no_permission')} withinPortal>
      <span>{control}</span>
    </Tooltip>
  );
}
