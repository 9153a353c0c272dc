import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBuying } from '../apps/api/src/demo/buying.ts';
import { rowsOf } from '../apps/api/src/platform/list-query/run.ts';
import { adminSession } from './support/admin-session.ts';
import { callApi, pickOption } from './support/page-api.ts';
import { ADMIN_EMAIL, type Product } from './support/server.ts';

type Option = { id: number; name: string };
type Schedule = {
  id: number;
  email_subject: string;
  status: string;
  next_run_at: string | null;
  schedule_time_zone: string;
  hour: number;
  emails: { to: string[]; cc: string[]; bcc: string[] };
};

/** When set, the screens are saved there in each language for review. */
const screenshots = process.env.SCREENSHOTS_DIR;
const CAMPAIGN = 'Atlas Bank · Always-on prospecting';
const SUBJECT = 'Atlas daily figures';

/**
 * Scheduled reports in the console (docs/REPORTS.md#schedules): a daily schedule made in the
 * Report screen's scheduler tab, listed with its next run in its own time zone, switched off after
 * a confirmation, a pending one refusing the switch, and deleted.
 */
describe('scheduled reports', () => {
  const session = adminSession();
  let product: Product;
  let page: Page;
  let campaign: Option;

  const schedules = () =>
    callApi<{ data: Schedule[] }>(page, 'GET', '/api/reports_schedule?limit=100').then((p) => p.data);
  /** A schedule made through the API, for the rows the form is not about. */
  const createSchedule = (overrides: Record<string, unknown>) =>
    callApi<Schedule>(page, 'POST', '/api/reports_schedule', {
      report_type: 'campaign',
      data_range: 'last_7_days',
      dimensions: ['campaign'],
      metrics: ['impressions', 'clicks'],
      filters: { campaigns: [campaign.id] },
      file_type: 'csv',
      scheduler_type: 'weekly',
      weekday: 1,
      hour: 9,
      schedule_time_zone: 'Europe/Madrid',
      schedule_start_date: '2026-01-01',
      schedule_end_date: '2099-12-31',
      email_subject: 'Weekly figures',
      emails: { to: ['team@example.com'] },
      ...overrides,
    });
  const setStatus = (id: number, status: string, reason: string | null = null) =>
    rowsOf(
      product.deps.db,
      sql`update report_schedules set status = ${status}, last_error = ${reason} where id = ${id}`,
    );
  const grid = () => page.getByRole('table', { name: 'Scheduled reports' });
  const rowOf = (subject: string) => grid().getByRole('row').filter({ hasText: subject });

  beforeAll(async () => {
    ({ product, page } = session);
    await seedDemoBuying(product.deps, ADMIN_EMAIL);
    const campaigns = await callApi<Option[]>(page, 'GET', '/api/campaigns?mode=list');
    campaign = campaigns.find((c) => c.name === CAMPAIGN)!;
  });

  it('creates a daily schedule in the scheduler tab and lists it with its next run and zone', async () => {
    await page.goto(`${product.baseUrl}/admin/reporting/index`);
    await page.getByRole('tab', { name: 'Scheduler' }).click();
    await page.waitForURL('**/admin/reporting/index?tab=scheduler');
    // The configuration tab's form, with its own Report type field, is gone once the scheduler's
    // own fields are there: picking earlier could open the field being removed.
    await page.getByRole('textbox', { name: 'E-mail subject' }).waitFor();

    // Saving an empty form says what is missing, and nothing is sent.
    await pickOption(page, 'Report type', 'Campaign report');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await page.getByText('Add at least one recipient in To, or send it to your own address.').waitFor();
    expect(await schedules()).toHaveLength(0);

    await page.getByRole('textbox', { name: 'E-mail subject' }).fill(SUBJECT);
    const to = page.getByRole('combobox', { name: 'To' });
    await to.fill('Boss@Example.com');
    await to.press('Enter');
    const cc = page.getByRole('combobox', { name: 'Cc', exact: true });
    await cc.fill('boss@example.com');
    await cc.press('Enter');
    await pickOption(page, 'Hour', '07:00');
    await pickOption(page, 'Time zone of the schedule', /^America\/Santiago/, 'Santiago');
    await page.getByRole('combobox', { name: 'Campaigns' }).click();
    await page.getByRole('option', { name: `${CAMPAIGN} (${campaign.id})` }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Save schedule' }).click();

    await page.getByText('The report was scheduled.').waitFor();
    await page.waitForURL('**/admin/reporting/schedules');
    const [saved] = await schedules();
    // Recipients as the server keeps them: lower-cased and once over To and Cc.
    expect(saved).toMatchObject({
      email_subject: SUBJECT,
      status: 'active',
      hour: 7,
      schedule_time_zone: 'America/Santiago',
      emails: { to: ['boss@example.com'], cc: [], bcc: [] },
    });
    // The console's date format, YYYY-MM-DD HH:mm (Swedish writes dates that way).
    const local = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'America/Santiago',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(saved!.next_run_at!));
    expect(local).toMatch(/07:00$/);
    const row = rowOf(SUBJECT);
    await row.getByText('Every day at 07:00').waitFor();
    await row.getByText(`${local} America/Santiago`).waitFor();
  });

  it('switches the schedule off after a confirmation', async () => {
    const row = rowOf(SUBJECT);
    await row.getByRole('switch', { name: `Active: ${SUBJECT}` }).click({ force: true });
    const dialog = page.getByRole('dialog', { name: 'Switch the schedule off?' });
    await dialog.getByRole('button', { name: 'Switch off' }).click();
    await page.getByText(`“${SUBJECT}” was switched off.`).waitFor();
    await expect
      .poll(async () => (await schedules()).find((s) => s.email_subject === SUBJECT)?.status)
      .toBe('inactive');
    await row.getByText('Inactive', { exact: true }).waitFor();
  });

  it('shows a running schedule as pending, and the switch is refused', async () => {
    const running = await createSchedule({ email_subject: 'Running weekly' });
    await page.reload();
    const row = rowOf('Running weekly');
    const toggle = row.getByRole('switch', { name: 'Active: Running weekly' });
    await toggle.waitFor();
    // It starts a run while the list is on screen: the server refuses the switch and says why.
    await setStatus(running.id, 'pending');
    await toggle.click({ force: true });
    await page
      .getByRole('dialog', { name: 'Switch the schedule off?' })
      .getByRole('button', { name: 'Switch off' })
      .click();
    await page.getByText('This scheduled report is running now', { exact: false }).waitFor();
    // The list, asked again, shows the label and no switch.
    await row.getByText('Pending', { exact: true }).waitFor();
    expect(await toggle.count()).toBe(0);
    expect((await schedules()).find((s) => s.id === running.id)?.status).toBe('pending');
  });

  it('edits a schedule in the scheduler tab', async () => {
    const [saved] = (await schedules()).filter((s) => s.email_subject === SUBJECT);
    await rowOf(SUBJECT).getByRole('link', { name: SUBJECT, exact: true }).click();
    await page.waitForURL(`**/admin/reporting/index?tab=scheduler&schedule=${saved!.id}`);
    expect(await page.getByRole('textbox', { name: 'E-mail subject' }).inputValue()).toBe(SUBJECT);
    await page.getByText('boss@example.com').waitFor();
    await pickOption(page, 'Hour', '09:00');
    await page.getByRole('button', { name: 'Save schedule' }).click();
    await page.getByText('The scheduled report was saved.').waitFor();
    await page.waitForURL('**/admin/reporting/schedules');
    await rowOf(SUBJECT).getByText('Every day at 09:00').waitFor();
    expect((await schedules()).find((s) => s.id === saved!.id)).toMatchObject({
      hour: 9,
      schedule_time_zone: 'America/Santiago',
    });
  });

  it('deletes a schedule, and several at once', async () => {
    const row = rowOf(SUBJECT);
    await row.getByRole('button', { name: `More actions: ${SUBJECT}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete the scheduled report?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText(`The scheduled report “${SUBJECT}” was deleted.`).waitFor();
    await row.waitFor({ state: 'detached' });

    await createSchedule({ email_subject: 'Monthly close', scheduler_type: 'monthly', month_day: 31 });
    await page.reload();
    await grid().getByRole('checkbox', { name: 'Select all scheduled reports on this page' }).check();
    await page
      .getByRole('group', { name: 'Selected scheduled reports' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page
      .getByRole('dialog', { name: 'Delete the selected scheduled reports?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await page.getByText('Scheduled reports deleted: 2.').waitFor();
    await expect.poll(async () => (await schedules()).length).toBe(0);
  });

  it.runIf(screenshots)('renders in en, es and pt', async () => {
    const weekly = await createSchedule({ email_subject: 'Weekly delivery by campaign' });
    const failed = await createSchedule({
      email_subject: 'Monthly billing',
      scheduler_type: 'monthly',
      month_day: 1,
      schedule_time_zone: 'America/Sao_Paulo',
    });
    await setStatus(failed.id, 'fail', 'The owner can no longer run reports (Report:create_report)');
    const daily = await createSchedule({
      email_subject: 'Daily reach',
      scheduler_type: 'daily',
      hour: 6,
      schedule_time_zone: 'America/Santiago',
    });
    await callApi(page, 'PUT', `/api/reports_schedule/${daily.id}/set/0`);
    expect(weekly.status).toBe('active');
    const shot = (name: string, language: string) =>
      page.screenshot({ path: path.join(screenshots!, `schedules-${name}-${language}.png`) });
    for (const language of ['en', 'es', 'pt']) {
      await page.goto(
        `${product.baseUrl}/admin/reporting/index?tab=scheduler&type=campaign&language=${language}`,
      );
      await expect.poll(() => page.getByRole('checkbox', { checked: true }).count()).toBeGreaterThan(1);
      await shot('tab', language);
      await page.goto(`${product.baseUrl}/admin/reporting/schedules?language=${language}`);
      await page.getByText('Monthly billing').waitFor();
      await shot('list', language);
    }
    await page.goto(`${product.baseUrl}/admin/reporting/schedules?language=en`);
  });
});
