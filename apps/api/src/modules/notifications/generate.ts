import type { NotificationCode } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { notificationAlerts, notifications } from '../../db/schema.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { readDeliveryMetrics } from '../metrics/delivery-metrics.ts';
import { type CampaignFacts, evaluateCampaign, type Firing } from './rules.ts';
import { notificationMail, notificationTexts } from './texts.ts';

/** Campaigns whose delivery one analytics read covers. */
const BATCH = 500;

/** Delivery rules are read in a dialog with their figures; duration ones lead to the campaign. */
const MODAL_VIEW: Record<NotificationCode, boolean> = {
  ctr_critical: true,
  ctr_middle: true,
  duration_long: false,
  duration_short: false,
  budget_deviation: true,
  click_deviation: true,
  video_deviation: true,
};

type CampaignRow = {
  id: number;
  account_id: number;
  advertiser_id: number;
  name: string;
  currency: string;
  budget: string;
  start_ms: string;
  end_ms: string;
  kpi_id: number | null;
  kpi_target: string | null;
  spend: string;
};

/**
 * Runs the rules over every active campaign whose flight has not ended (docs/NOTIFICATIONS.md):
 * the plan and spend from the system of record, impressions, clicks and video completes from the
 * analytics store, in batches. Answers how many alerts it raised.
 */
export async function generateNotifications(deps: AppDeps, now = Date.now()): Promise<{ raised: number }> {
  const campaigns = await rowsOf<CampaignRow>(
    deps.db,
    sql`select c.id, c.account_id, c.advertiser_id, c.name, c.currency, c.budget::text as budget,
          (extract(epoch from c.start_date at time zone coalesce(tz.name, 'UTC')) * 1000)::bigint as start_ms,
          (extract(epoch from c.end_date at time zone coalesce(tz.name, 'UTC')) * 1000)::bigint as end_ms,
          c.kpi_id, c.kpi_target::text as kpi_target,
          coalesce((select sum(l.spend) from spend_ledger l where l.campaign_id = c.id), 0)::text as spend
        from campaigns c
        left join timezones tz on tz.id = c.timezone_id
        where c.active and c.end_date at time zone coalesce(tz.name, 'UTC') > ${new Date(now)}
        order by c.account_id, c.id`,
  );
  const analytics = await deps.analytics.get();
  let raised = 0;
  for (let i = 0; i < campaigns.length; i += BATCH) {
    const batch = campaigns.slice(i, i + BATCH);
    const byAccount = new Map<number, CampaignRow[]>();
    for (const c of batch)
      byAccount.set(Number(c.account_id), [...(byAccount.get(Number(c.account_id)) ?? []), c]);
    for (const [accountId, rows] of byAccount) {
      const delivery = await readDeliveryMetrics(
        analytics,
        accountId,
        'campaign',
        rows.map((r) => Number(r.id)),
      );
      for (const row of rows) {
        const d = delivery.get(Number(row.id));
        const facts: CampaignFacts = {
          id: Number(row.id),
          name: row.name,
          currency: row.currency,
          budget: Number(row.budget),
          startAt: Number(row.start_ms),
          endAt: Number(row.end_ms),
          kpiId: row.kpi_id === null ? null : Number(row.kpi_id),
          kpiTarget: row.kpi_target === null ? null : Number(row.kpi_target),
          spend: Number(row.spend),
          impressions: d?.impression ?? 0,
          clicks: d?.clicks ?? 0,
          videoCompletes: d?.video_completes ?? 0,
        };
        for (const firing of evaluateCampaign(facts, now))
          if (await raise(deps, accountId, Number(row.advertiser_id), facts.id, firing)) raised++;
      }
    }
  }
  return { raised };
}

/**
 * Writes one alert, unless its key (rule, campaign, period) was raised before, and in the same
 * transaction hands it to the users who see the campaign: a notification in the console for
 * those who keep that kind on there, an e-mail for those who chose e-mail. Answers whether it
 * was new.
 */
async function raise(
  deps: AppDeps,
  accountId: number,
  advertiserId: number,
  campaignId: number,
  firing: Firing,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const texts = notificationTexts(firing.code, firing.values);
    const url = `/admin/campaigns/edit/${campaignId}`;
    const [alert] = await tx
      .insert(notificationAlerts)
      .values({
        accountId,
        code: firing.code,
        campaignId,
        period: firing.period,
        texts,
        url,
        modalView: MODAL_VIEW[firing.code],
      })
      .onConflictDoNothing()
      .returning({ id: notificationAlerts.id });
    if (!alert) return false;
    const people = await recipients(tx, accountId, advertiserId, firing.code);
    const inConsole = people.filter((p) => p.platform);
    if (inConsole.length)
      await tx
        .insert(notifications)
        .values(inConsole.map((p) => ({ accountId, userId: Number(p.id), alertId: alert.id })))
        .onConflictDoNothing();
    for (const person of people.filter((p) => p.email)) {
      const mail = notificationMail(person.language, texts, `${deps.config.publicUrl}${url}`);
      await deps.mailer.enqueue(tx, { accountId, to: person.email_address, ...mail });
    }
    return true;
  });
}

/**
 * The active members of the account whose role lists notifications and who see the campaign's
 * advertiser (a user assigned to advertisers sees only theirs), with their choices for `code`.
 */
function recipients(tx: Executor, accountId: number, advertiserId: number, code: NotificationCode) {
  return rowsOf<{ id: number; email_address: string; language: string; platform: boolean; email: boolean }>(
    tx,
    sql`select u.id, u.email as email_address, u.language,
          coalesce(p.platform_active, true) as platform, coalesce(p.email_active, false) as email
        from account_users au
        join users u on u.id = au.user_id
        join roles r on r.id = au.role_id
        left join notification_preferences p on p.user_id = u.id and p.code = ${code}
        where au.account_id = ${accountId} and au.active
          and 'Notification:index' = any(r.permissions)
          and (not exists (select 1 from user_advertisers ua where ua.account_id = ${accountId} and ua.user_id = u.id)
            or exists (select 1 from user_advertisers ua where ua.account_id = ${accountId} and ua.user_id = u.id
              and ua.advertiser_id = ${advertiserId}))
        order by u.id`,
  );
}
