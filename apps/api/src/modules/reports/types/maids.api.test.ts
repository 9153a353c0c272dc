import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../../test/databases.ts';
import { collect, type ReportWorld, scopeOf, startReportWorld } from '../../../test/report-world.ts';
import { maidsReport } from './maids.ts';
import { dropStaleTempTables, pagedQuery, tempName } from './shared.ts';

const sha256 = (id: string) => createHash('sha256').update(id, 'utf8').digest('hex');

describe.each(testDatabaseKinds())('maids report type on %s', (kind) => {
  let w: ReportWorld;
  const DIMS = ['device_id_sha256', 'device_id_type'];
  const METRICS = ['impressions', 'clicks', 'first_seen', 'last_seen'];
  beforeAll(async () => {
    w = await startReportWorld(kind);
  });
  afterAll(() => w?.t.close());

  it("lists each exposed device of the campaigns once, by the SHA-256 of its id, with the events' totals", async () => {
    const { rows } = await collect(
      w,
      maidsReport,
      scopeOf(w, { dimensions: DIMS, metrics: METRICS, filters: { campaigns: [w.a.campaign] } }),
    );
    const expected = await w.store.query<{
      id: string;
      imps: string;
      clicks: string;
      first: string;
      last: string;
    }>(
      `SELECT device_id AS id, sum(impressions) AS imps, sum(clicks) AS clicks,
              toString(min(event_time)) AS first, toString(max(event_time)) AS last
       FROM delivery_events WHERE account_id = 1 AND campaign_id = {c:UInt64} GROUP BY device_id`,
      { c: String(w.a.campaign) },
    );
    expect(rows).toHaveLength(120);
    const want = expected
      .map((e) => ({
        device_id_sha256: sha256(e.id),
        device_id_type: 'maid',
        impressions: Number(e.imps),
        clicks: Number(e.clicks),
        first_seen: e.first,
        last_seen: e.last,
      }))
      .sort((x, y) => x.device_id_sha256.localeCompare(y.device_id_sha256));
    expect(rows).toEqual(want);
    // No id in clear anywhere in the file.
    expect(JSON.stringify(rows)).not.toContain('dev-');
  });

  it('reads first and last seen in the time zone of the report', async () => {
    const scope = scopeOf(w, {
      dimensions: DIMS,
      metrics: ['first_seen'],
      filters: { campaigns: [w.b.campaign] },
    });
    const utc = await collect(w, maidsReport, scope);
    const bogota = await collect(w, maidsReport, { ...scope, timeZone: 'America/Bogota' });
    const shift = (text: string) =>
      new Date(Date.parse(`${text.replace(' ', 'T')}Z`) - 5 * 3_600_000)
        .toISOString()
        .slice(0, 19)
        .replace('T', ' ');
    expect(bogota.rows.map((r) => r.first_seen)).toEqual(utc.rows.map((r) => shift(String(r.first_seen))));
  });

  it("never lists another account's devices", async () => {
    const mine = await collect(w, maidsReport, scopeOf(w, { dimensions: DIMS, metrics: METRICS }));
    const theirs = await collect(
      w,
      maidsReport,
      scopeOf(w, { accountId: 2, dimensions: DIMS, metrics: METRICS }),
    );
    const ours = new Set(mine.rows.map((r) => r.device_id_sha256));
    expect(ours.has(sha256('dev-0'))).toBe(true);
    expect(ours.has(sha256('other-0'))).toBe(false);
    expect(theirs.rows.some((r) => ours.has(r.device_id_sha256))).toBe(false);
    const restricted = await collect(
      w,
      maidsReport,
      scopeOf(w, { advertiserIds: [w.b.advertiser], dimensions: DIMS, metrics: METRICS }),
    );
    expect(restricted.rows).toHaveLength(20);
  });

  it('gives no rows without exposure', async () => {
    const { rows } = await collect(
      w,
      maidsReport,
      scopeOf(w, {
        fromUtc: '2020-01-01 00:00:00',
        toUtc: '2020-01-08 00:00:00',
        dimensions: DIMS,
        metrics: METRICS,
      }),
    );
    expect(rows).toEqual([]);
  });

  it('pages a result without losing or repeating a row, and drops its snapshot', async () => {
    const pages: { id: string }[][] = [];
    for await (const page of pagedQuery<{ id: string }>(
      w.store,
      `SELECT DISTINCT device_id AS id FROM delivery_events WHERE account_id = 1`,
      {},
      'id',
      undefined,
      7,
    ))
      pages.push(page);
    expect(pages).toHaveLength(Math.ceil(120 / 7));
    const ids = pages.flat().map((r) => r.id);
    expect(ids).toEqual([...ids].sort());
    expect(new Set(ids).size).toBe(120);
    const left = await w.store.query(`SELECT name FROM system.tables WHERE name LIKE 'report_tmp_%'`);
    expect(left).toEqual([]);
  });

  it("drops what a stopped run left behind, never a running one's tables", async () => {
    const running = tempName('page');
    const stopped = tempName('page', Date.now() - 2 * 86_400_000);
    for (const name of [running, stopped])
      await w.store.command(`CREATE TABLE ${name} (n UInt8) ENGINE = Memory`);
    await dropStaleTempTables(w.store);
    const tables = () =>
      w.store.query<{ name: string }>(`SELECT name FROM system.tables WHERE name LIKE 'report_tmp_%'`);
    expect(await tables()).toEqual([{ name: running }]);
    await w.store.command(`DROP TABLE ${running}`);
    expect(await tables()).toEqual([]);
  });
});
