import { isMenuGroup, MENU, type MenuItem } from '../../../app/menu.ts';

/** Whether a screen of the menu exists in this release (its entry is `available`). */
export function screenAvailable(name: string): boolean {
  const items = MENU.flatMap((entry): MenuItem[] => (isMenuGroup(entry) ? entry.items : [entry]));
  return items.some((item) => item.name === name && item.available);
}
