import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrashServer, startServer } from './crash.ts';
import { testDatabaseKinds } from './databases.ts';

type Json = Record<string, any>;

const REQUEST = {
  report_type: 'campaign',
  data_range: 'last_7_days',
  time_zone: 'utc',
  dimensions: ['day', 'campaign'],
  metrics: ['impressions', 'spend'],
};

describe.each(testDatabaseKinds())('a report job killed with -9 on %s', (kind) => {
  let server: CrashServer;
  let token: string;

  beforeAll(async () => {
    // Delivery is simulated for the demo campaigns; the first report file written is held after
    // its first chunk, so the server is killed in the middle of the file.
    server = await startServer(kind, {
      SIMULATE_DELIVERY: 'true',
      DELIVERY_CATCH_UP_HOURS: '3',
      // The first run simulates only the catch-up hours, not the demo's history.
      DELIVERY_BACKFILL_DAYS: '0',
      CRASH_HOLD: 'write:report',
    });
    token = await server.signIn();
  }, 300_000);
  afterAll(() => server?.close());

  it('writes the file again from scratch after the restart: one complete file, status success', async () => {
    const id = await server.waitFor(
      'a report with delivery to run',
      async () => {
        const res = await server.api('POST', '/api/reports/run', REQUEST);
        // 503 until the analytics store is open; then no_data until delivery was simulated.
        if (res.status === 503) return null;
        expect(res.status, `${JSON.stringify(res.json)}\n${server.output().slice(-3000)}`).toBe(200);
        return res.json.data.report_job_id as number | null;
      },
      300_000,
    );
    await server.waitForOutput('holding the write of a report file');
    await server.kill9();
    const folder = path.join(server.dataDir, 'files', 'reports');
    const accountFolder = path.join(folder, (await readdir(folder))[0]!);
    // Killed mid-file: only a partial file, never one under the report's own name.
    expect((await readdir(accountFolder)).filter((f) => f.startsWith(`${id}.`))).toEqual([
      expect.stringMatching(new RegExp(`^${id}\\.csv\\.partial-`)),
    ]);

    await server.restart({ CRASH_HOLD: '' });
    token = await server.signIn();
    const poll = async () =>
      (await server.api('GET', `/api/reports/get_report/${id}/campaign`)).json.data as Json;
    const settled = await server.waitToSettle('the report', poll, ['in_progress']);
    expect(settled.status).toBe('success');
    expect(settled.job.rows).toBeGreaterThan(0);

    const file = await fetch(`${server.baseUrl}/api/reports/${id}/download`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(file.status).toBe(200);
    const lines = (await file.text()).trim().split('\n');
    const header = lines.indexOf('day,campaign,currency,impressions,spend');
    expect(lines[0]).toBe('Report,Campaign report');
    expect(lines.length - header - 1).toBe(settled.job.rows);
    const files = (await readdir(accountFolder)).filter((f) => f.startsWith(`${id}.`));
    // The complete file, and the killed attempt's partial one until the clean-up's age passes.
    expect(files.sort()).toEqual([`${id}.csv`, expect.stringMatching(/\.partial-/)]);
  }, 700_000);
});
