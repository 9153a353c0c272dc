import { isMenuGroup, MENU, type MenuEntry, type MenuItem } from './menu.ts';

export type MenuContext = {
  can: (action: string) => boolean;
  accountForbidden: boolean;
};

const itemVisible = (item: MenuItem, ctx: MenuContext) =>
  item.available && ctx.can(item.permission) && !(item.hideOnForbiddenAccount && ctx.accountForbidden);

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
