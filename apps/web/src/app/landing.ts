import type { AccountType } from '@beacon/contracts';
import { type MenuContext, visibleScreens } from './visible-menu.ts';

export const SETTINGS_PATH = '/admin/settings/index';
export const DENIED_PATH = '/errors/403';

/** The landing route name by account type (docs/REQUIREMENTS.md#navigation). */
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
export function landingPath(
  accountType: AccountType,
  permissionCount: number,
  ctx: MenuContext,
  canIndexCampaigns = true,
): string {
  if (permissionCount === 0) return DENIED_PATH;
  // docs/REQUIREMENTS.md#navigation: the Dashboard shows campaign delivery; a user without Campaign:index
  // goes to CampaignsIndex instead (or, when that is not theirs either, the first permitted screen).
  const screens = visibleScreens(ctx).filter((screen) => canIndexCampaigns || screen.name !== 'Dashboard');
  const wanted = LANDING_BY_ACCOUNT_TYPE[accountType];
  const target = wanted === 'Dashboard' && !canIndexCampaigns ? 'CampaignsIndex' : wanted;
  const preferred = screens.find((screen) => screen.name === target);
  return (preferred ?? screens[0])?.path ?? SETTINGS_PATH;
}
