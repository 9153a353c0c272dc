import type { Permission } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { DENIED_PATH, landingPath, SETTINGS_PATH } from './landing.ts';
import { visibleMenu } from './visible-menu.ts';

/** A user holding `actions`: Menu actions by name, others as `Subject:action`. */
const ctx = (actions: string[], accountForbidden = false) => ({
  can: (action: string) => actions.includes(action),
  allows: ({ subject, action }: Permission) => actions.includes(`${subject}:${action}`),
  accountForbidden,
});

describe('landingPath', () => {
  it('denies a user without any permission', () => {
    expect(landingPath('default', 0, ctx([]))).toBe(DENIED_PATH);
  });

  it('sends retail_media accounts to CampaignsIndex', () => {
    expect(landingPath('retail_media', 5, ctx(['menu_tools', 'menu_users', 'menu_campaign']))).toBe(
      '/admin/campaigns/index',
    );
  });

  it('sends report accounts to Report and personas accounts to PersonsIndex', () => {
    expect(landingPath('report', 5, ctx(['menu_dashboard', 'menu_reporting', 'menu_direct_reports']))).toBe(
      '/admin/reporting/index',
    );
    expect(landingPath('personas', 5, ctx(['menu_dashboard', 'menu_planning']))).toBe('/admin/persons/index');
  });

  it('falls back to the first permitted existing screen when the type landing is not permitted', () => {
    expect(landingPath('report', 5, ctx(['menu_tools', 'menu_users']))).toBe('/admin/users/index');
  });

  it('sends default accounts to the Dashboard', () => {
    expect(landingPath('default', 5, ctx(['menu_dashboard', 'menu_campaign', 'menu_users']))).toBe(
      '/admin/dashboard',
    );
  });

  it('sends a user without Campaign:index from the Dashboard to CampaignsIndex', () => {
    expect(landingPath('default', 5, ctx(['menu_dashboard', 'menu_campaign']), false)).toBe(
      '/admin/campaigns/index',
    );
    // Without the campaigns screen either, the first other permitted screen.
    expect(landingPath('default', 5, ctx(['menu_dashboard', 'menu_tools', 'menu_users']), false)).toBe(
      '/admin/users/index',
    );
  });

  it('goes to settings when no existing screen is permitted', () => {
    expect(landingPath('default', 3, ctx(['menu_planning_2']))).toBe(SETTINGS_PATH);
    expect(landingPath('default', 3, ctx(['menu_dashboard']), false)).toBe(SETTINGS_PATH);
  });
});

describe('visibleMenu', () => {
  it('hides unavailable entries and empty groups', () => {
    const names = visibleMenu(ctx(['menu_dashboard', 'menu_reporting', 'menu_tools', 'menu_outbox'])).map(
      (e) => e.name,
    );
    expect(names).toEqual(['Dashboard', 'Tools']);
  });

  it('needs the group permission too', () => {
    expect(visibleMenu(ctx(['menu_users']))).toEqual([]);
  });

  it('shows Scheduled Reports to whoever may list schedules, as its screen needs', () => {
    const reporting = (actions: string[]) => {
      const group = visibleMenu(ctx(['menu_reporting', ...actions])).find((e) => e.name === 'Reporting');
      return group && 'items' in group ? group.items.map((i) => i.name) : [];
    };
    expect(reporting(['menu_direct_reports'])).toEqual(['Report']);
    expect(reporting(['Report:schedule_index'])).toEqual(['ReportSchedules']);
    expect(reporting(['menu_direct_reports', 'Report:schedule_index'])).toEqual([
      'Report',
      'ReportSchedules',
    ]);
  });
});
