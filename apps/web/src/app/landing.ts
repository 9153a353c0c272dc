import type { AccountType } from '@beacon/contracts';
import { type MenuContext, visibleScreens } from './visible-menu.ts';

export const SETTINGS_PATH = '/admin/settings/index';
export const DENIED_PATH = '/errors/403';

/** 000 §2: the landing route name by account type. */
const LANDING_BY_ACCOUNT_TYPE: Record<AccountType, string> = {
  report: 'Report',
  personas: 'PersonsIndex',
  retail_media: 'CampaignsIndex',
  default: 'Dashboard',
};

/**
 * Where Root and /admin send a signed-in user. Only screens of this release count, so when the
 * account type's landing does not exist (or is not permitted) the first permitted screen wins,
 * then the user's own settings. A user without any permission is denied.
 */
export function landingPath(accountType: AccountType, permissionCount: number, ctx: MenuContext): string {
  if (permissionCount === 0) return DENIED_PATH;
  const screens = visibleScreens(ctx);
  const preferred = screens.find((screen) => screen.name === LANDING_BY_ACCOUNT_TYPE[accountType]);
  return (preferred ?? screens[0])?.path ?? SETTINGS_PATH;
}
