import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useModifierPermissions } from '../modifier-permissions.ts';
import { modifiersPaths } from '../paths.ts';

/** "New modifier": offers the kinds the user may create — a menu for both, a button for one. */
export function CreateModifierButton() {
  const { t } = useTranslation('modifiers');
  const { create } = useModifierPermissions();
  const kinds = (['bid', 'delivery'] as const).filter((kind) => create[kind]);
  const [only] = kinds;
  if (!only) return null;
  if (kinds.length === 1)
    return (
      <Button
        component={Link}
        to={modifiersPaths.create(only)}
        size="xs"
        leftSection={<IconPlus size={14} />}
      >
        {t(`index.create_${only}`)}
      </Button>
    );
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button size="xs" leftSection={<IconPlus size={14} />} rightSection={<IconChevronDown size={14} />}>
          {t('index.create')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {kinds.map((kind) => (
          <Menu.Item key={kind} component={Link} to={modifiersPaths.create(kind)}>
            {t(`types.${kind}`)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
