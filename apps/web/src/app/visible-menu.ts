import type { Permission } from '@beacon/contracts';
import { isMenuGroup, MENU, type MenuEntry, type MenuItem } from './menu.ts';

export type MenuContext = {
  /** Whether the user holds a Menu action (`menu_users`). */
  can: (action: string) => boolean;
  /** Whether the user holds a permission of another subject (`Report:schedule_index`). */
  allows: (permission: Permission) => boolean;
  accountForbidden: boolean;
};

const permitted = (item: MenuItem, ctx: MenuContext) =>
  typeof item.permission === 'string' ? ctx.can(item.permission) : ctx.allows(item.permission);

const itemVisible = (item: MenuItem, ctx: MenuContext) =>
  item.available && permitted(item, ctx) && !(item.hideOnForbiddenAccount && ctx.accountForbidden);

/** The menu as this user sees it: permitted, existing entries only; empty groups disappear. */
export function visibleMenu(ctx: MenuContext, menu: MenuEntry[] = MENU): MenuEntry[] {
  return menu.flatMap((entry): MenuEntry[] => {
    if (!isMenuGroup(entry)) return itemVisible(entry, ctx) ? [entry] : [];
    if (!ctx.can(entry.permission)) return [];
    const items = entry.items.filter((item) => itemVisible(item, ctx));
    return items.length ? [{ ...entry, items }] : [];
  });
}

/** Every existing screen this user may open, in menu order. */
export function visibleScreens(ctx: MenuContext): MenuItem[] {
  return visibleMenu(ctx).flatMap((entry) => (isMenuGroup(entry) ? entry.items : [entry]));
}
