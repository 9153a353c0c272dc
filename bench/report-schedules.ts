/**
 * Benchmark: a batch of due scheduled reports (docs/REPORTS.md#schedules) through the product's own
 * path on PostgreSQL: `claimDueSchedules` sends one `reports.schedule-run` job per schedule, each run
 * generates its report (`generate.ts`) and writes its e-mail with the file attached to the outbox,
 * and `mail.send` delivers it to a real SMTP server on a local port (smtp-server, as the API tests
 * use). The clock stops when the SMTP server has received every message.
 *
 * The analytics store is the embedded one with BENCH_ROWS synthetic delivery rows over 30 days
 * (`delivery-generator.ts`; 1 M is about the demo's 75-day history); the first account holds the
 * generator's campaigns (`seed-buying.ts`), so the schedules name real campaigns. Each schedule is a
 * campaign report of one of the account's 13 delivering campaigns by day, campaign and line item
 * (impressions, clicks, CTR, spend, unique devices), csv and xlsx in turn.
 *
 * Prints the baseline (one schedule alone, BENCH_SINGLE_RUNS times: p50), the batch's time, its
 * ratio to the baseline × batch size, each schedule's time from the claim to its message received
 * (p50 / p95 / max), the runs' own time (run row started → finished), and the process's peak RSS
 * and heap over the idle process (the embedded store runs in this process too).
 *
 *   npm run bench:report-schedules                        # 100 schedules, 1 M delivery rows
 *   BENCH_SCHEDULES=200 BENCH_ROWS=5000000 npm run bench:report-schedules
 *   BENCH_PG_URL=postgres://postgres@127.0.0.1:5432/postgres (default) names the server to use.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { reportScheduleRequestSchema } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config.ts';
import { seedFirstRun } from '../apps/api/src/db/seed.ts';
import { claimDueSchedules } from '../apps/api/src/modules/report-schedules/due.ts';
import { ownerContext } from '../apps/api/src/modules/report-schedules/owner-context.ts';
import { createSchedule } from '../apps/api/src/modules/report-schedules/service.ts';
import { bootstrap } from '../apps/api/src/platform/bootstrap.ts';
import { rowsOf } from '../apps/api/src/platform/list-query/run.ts';
import { startSmtp } from '../apps/api/src/test/smtp.ts';
import { duration, temporaryPostgres } from './chdb-bench.ts';
import { FROM, generate } from './delivery-generator.ts';
import { seedBuying } from './seed-buying.ts';
import { summarize } from './stats.ts';

const SCHEDULES = Number(process.env.BENCH_SCHEDULES ?? 100);
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SINGLE_RUNS = Number(process.env.BENCH_SINGLE_RUNS ?? 3);
const PG_URL = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const MB = 1024 * 1024;
const now = () => performance.now();

/** Peak RSS and heap of this process while `fn` runs, sampled every 50 ms. */
async function withPeaks<T>(fn: () => Promise<T>) {
  const peak = { rss: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed };
  const timer = setInterval(() => {
    const m = process.memoryUsage();
    peak.rss = Math.max(peak.rss, m.rss);
    peak.heap = Math.max(peak.heap, m.heapUsed);
  }, 50);
  try {
    return { result: await fn(), peak };
  } finally {
    clearInterval(timer);
  }
}

const pg = await temporaryPostgres(PG_URL);
// The product opens its own pool on the database; this client is not needed.
await pg.client.end();
const dataDir = mkdtempSync(path.join(tmpdir(), 'beacon-bench-schedules-'));
const smtp = await startSmtp();

const config = loadConfig({
  DATABASE_URL: pg.url,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  SIMULATE_DELIVERY: 'false',
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
});
const { deps, close } = await bootstrap(config);
try {
  await deps.jobs.work();
  const started = now();
  await seedFirstRun(deps.db, {
    adminEmail: 'admin@example.com',
    adminPassword: 'Bench-pass1!',
    demo: false,
  });
  // 52 campaigns: the generator's 50 (ids 1–50) are in the first account, 13 of them delivering there.
  await seedBuying(deps.db, { advertisers: 5, campaigns: 52 });
  const analytics = await deps.analytics.get();
  for (let offset = 0; offset < ROWS; offset += 10_000_000)
    await analytics.command(generate('delivery_events', ROWS, offset, Math.min(10_000_000, ROWS - offset)));
  const [admin] = await rowsOf<{ id: number }>(
    deps.db,
    sql`select id from users where email = 'admin@example.com'`,
  );
  const ctx = (await ownerContext(deps.db, 1, admin!.id))!;
  const campaigns = Array.from({ length: 13 }, (_, i) => 1 + 4 * i);
  console.log(
    `report schedules benchmark: ${ROWS.toLocaleString('en')} delivery rows, PostgreSQL ${pg.version},` +
      ` set up in ${duration(now() - started)}\n`,
  );

  const day = FROM.slice(0, 10);
  // Parsed by the contract as the route does, so its defaults apply.
  const body = (i: number, subject: string) =>
    reportScheduleRequestSchema.parse({
      report_type: 'campaign',
      data_range: 'custom',
      start_date: day,
      end_date: '2026-10-30',
      time_zone: 'utc',
      dimensions: ['day', 'campaign', 'line_item'],
      metrics: ['impressions', 'clicks', 'ctr', 'spend', 'unique_devices'],
      filters: { campaigns: [campaigns[i % campaigns.length]!] },
      file_type: i % 2 === 0 ? 'csv' : 'xlsx',
      scheduler_type: 'daily',
      hour: 6,
      schedule_time_zone: 'UTC',
      schedule_start_date: '2026-01-01',
      schedule_end_date: '2099-12-31',
      email_subject: subject,
      emails: { to: [`reader${i}@example.com`], cc: ['team@example.com'] },
    });
  const createMany = async (prefix: string, count: number) => {
    const ids: number[] = [];
    for (let i = 0; i < count; i++) ids.push((await createSchedule(deps, ctx, body(i, `${prefix} ${i}`))).id);
    return ids;
  };
  const makeDue = (ids: number[]) =>
    deps.db.execute(
      sql`update report_schedules set next_run_at = now() - interval '1 minute' where id in ${sql.raw(`(${ids.join(',')})`)}`,
    );
  /** Claims the due schedules and waits until `subjects` have all arrived; answers when each did. */
  const runBatch = async (ids: number[], subjects: string[]) => {
    await makeDue(ids);
    const start = now();
    await claimDueSchedules(deps);
    // Each message's subject is read once, as it arrives: polling must not re-read the attachments.
    const at = new Map<string, number>();
    let read = 0;
    const allArrived = () => {
      for (; read < smtp.received.length; read++) {
        const m = smtp.received[read]!;
        const subject = /^Subject: (.*)$/m.exec(m.raw)?.[1]?.trim();
        if (subject) at.set(subject, m.at);
      }
      return subjects.every((s) => at.has(s));
    };
    while (!allArrived()) await new Promise((r) => setTimeout(r, 20));
    return { total: now() - start, each: subjects.map((s) => at.get(s)! - start) };
  };

  /**
   * The runs of `ids` from their rows: waiting (claimed → its report row written when a worker took
   * it) and working (report row → e-mail queued: generating the file and writing the message).
   */
  const runStats = async (ids: number[]) => {
    const [r] = await rowsOf<
      Record<'sent' | 'wait' | 'work' | 'work95' | 'workMax' | 'rows' | 'bytes', number>
    >(
      deps.db,
      sql`select count(*) filter (where s.status = 'sent')::int as sent,
            percentile_cont(0.5) within group (order by extract(epoch from r.created_at - s.started_at)) * 1000 as wait,
            percentile_cont(0.5) within group (order by extract(epoch from s.finished_at - r.created_at)) * 1000 as work,
            percentile_cont(0.95) within group (order by extract(epoch from s.finished_at - r.created_at)) * 1000 as "work95",
            max(extract(epoch from s.finished_at - r.created_at)) * 1000 as "workMax",
            sum(s.rows)::int as rows, sum(s.file_size)::bigint as bytes
          from report_schedule_runs s join report_jobs r on r.id = s.report_job_id
          where s.schedule_id in ${sql.raw(`(${ids.join(',')})`)}`,
    );
    return Object.fromEntries(Object.entries(r!).map(([k, v]) => [k, Number(v)])) as typeof r & object;
  };

  // Baseline: one schedule alone (the first pays for loading the libraries: not counted).
  const singles = await createMany('Single', SINGLE_RUNS + 1);
  const singleTimes: number[] = [];
  for (const [i, id] of singles.entries()) {
    const { total } = await runBatch([id], [`Single ${i}`]);
    if (i > 0) singleTimes.push(total);
  }
  const single = summarize(singleTimes);
  const alone = await runStats(singles.slice(1));
  console.log(
    `one schedule alone, claim → message received: ${duration(single.median)} (p50 of ${singleTimes.length};` +
      ` p95 ${duration(single.p95)}); its run working ${duration(alone.work)}, waiting ${duration(alone.wait)} (p50)`,
  );

  const batch = await createMany('Batch', SCHEDULES);
  const idle = process.memoryUsage();
  const { result, peak } = await withPeaks(() =>
    runBatch(
      batch,
      batch.map((_, i) => `Batch ${i}`),
    ),
  );
  const each = summarize(result.each);
  const runs = await runStats(batch);
  const baseline = single.median * SCHEDULES;
  console.log(
    `\n${SCHEDULES} schedules due at once: all ${SCHEDULES} e-mails received in ${duration(result.total)}` +
      ` (${duration(result.total / SCHEDULES)} a schedule; ${(SCHEDULES / (result.total / 1000)).toFixed(1)} a second)`,
  );
  console.log(
    `  against one alone × ${SCHEDULES} (${duration(baseline)}): ${(result.total / baseline).toFixed(2)}×`,
  );
  console.log(
    `  each schedule, claim → message received: p50 ${duration(each.median)}, p95 ${duration(each.p95)},` +
      ` max ${duration(Math.max(...result.each))}`,
  );
  console.log(
    `  each run working (report row → e-mail queued): p50 ${duration(runs.work)}, p95 ${duration(runs.work95)},` +
      ` max ${duration(runs.workMax)}; waiting for a worker p50 ${duration(runs.wait)}`,
  );
  console.log(
    `  ${runs.sent} sent, ${runs.rows.toLocaleString('en')} rows, ${(runs.bytes / MB).toFixed(1)} MB of files`,
  );
  console.log(
    `  peak RSS ${(peak.rss / MB).toFixed(0)} MB (+${((peak.rss - idle.rss) / MB).toFixed(0)} MB over idle),` +
      ` peak heap ${(peak.heap / MB).toFixed(0)} MB (+${((peak.heap - idle.heapUsed) / MB).toFixed(0)} MB)`,
  );
} finally {
  await close();
  await smtp.stop();
  await pg.drop();
  rmSync(dataDir, { recursive: true, force: true });
}
