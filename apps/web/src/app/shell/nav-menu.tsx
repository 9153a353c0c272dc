import type { Profile } from '@beacon/contracts';
import { Divider, NavLink, ScrollArea, Stack } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { DEFAULT_MENU_ICON, isMenuGroup, type MenuItem } from '../menu.ts';
import { useMenuContext } from '../use-landing-path.ts';
import { visibleMenu } from '../visible-menu.ts';

/** Section of a path (`/admin/users/edit/3` → `/admin/users/`), so a whole area highlights its entry. */
const sectionOf = (path: string) => path.split('/').slice(0, 3).join('/');
/**
 * An entry is active on its own path and, unless another entry owns the path, anywhere in its
 * section (several reporting entries share `/admin/reporting/`).
 */
const isActive = (item: MenuItem, pathname: string, owned: boolean) =>
  pathname === item.path || (!owned && sectionOf(pathname) === sectionOf(item.path));

/** The left navigation: permitted, existing screens; groups collapse and open on their active child. */
export function NavMenu({ profile, onNavigate }: { profile: Profile; onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const menu = visibleMenu(useMenuContext(profile));
  const owned = menu.some((entry) =>
    isMenuGroup(entry) ? entry.items.some((item) => item.path === pathname) : entry.path === pathname,
  );
  const activeGroup = menu.find(
    (entry) => isMenuGroup(entry) && entry.items.some((item) => isActive(item, pathname, owned)),
  )?.name;
  const [openGroups, setOpenGroups] = useState<Set<string>>(() => new Set(activeGroup ? [activeGroup] : []));

  // Arriving in an area (by link, redirect or back button) opens its group; the user may close it again.
  useEffect(() => {
    if (activeGroup) setOpenGroups((open) => (open.has(activeGroup) ? open : new Set(open).add(activeGroup)));
  }, [activeGroup]);

  const toggleGroup = (name: string, opened: boolean) =>
    setOpenGroups((open) => {
      const next = new Set(open);
      if (opened) next.add(name);
      else next.delete(name);
      return next;
    });

  const link = (item: MenuItem, nested: boolean) => {
    const Icon = item.icon ?? DEFAULT_MENU_ICON;
    return (
      <NavLink
        key={item.path}
        component={Link}
        to={item.path}
        label={t(item.labelKey)}
        leftSection={nested ? undefined : <Icon size={18} stroke={1.6} />}
        active={isActive(item, pathname, owned)}
        onClick={onNavigate}
        variant="light"
      />
    );
  };

  return (
    <Stack gap={0} h="100%">
      <ScrollArea type="scroll" component="nav" aria-label={t('nav.label')} style={{ flex: 1 }}>
        {menu.map((entry) =>
          isMenuGroup(entry) ? (
            <NavLink
              key={entry.name}
              label={t(entry.labelKey)}
              leftSection={<entry.icon size={18} stroke={1.6} />}
              opened={openGroups.has(entry.name)}
              onChange={(opened) => toggleGroup(entry.name, opened)}
              childrenOffset={28}
            >
              {entry.items.map((item) => link(item, true))}
            </NavLink>
          ) : (
            link(entry, false)
          ),
        )}
      </ScrollArea>
      {/* Everyone's own settings, whatever the role: kept at the foot of the navigation. */}
      <Divider my={6} />
      <NavLink
        component={Link}
        to="/admin/settings/index"
        label={t('user.settings')}
        leftSection={<IconSettings size={18} stroke={1.6} />}
        active={pathname.startsWith('/admin/settings') || pathname.startsWith('/admin/account/')}
        onClick={onNavigate}
        variant="light"
      />
    </Stack>
  );
}
