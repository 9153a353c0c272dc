import { sql } from 'drizzle-orm';
import { Gauge } from 'prom-client';
import type { AppDeps } from '../deps.ts';
import { rowsOf } from '../list-query/run.ts';
import { metricsRegistry } from './registry.ts';

/**
 * Figures read from the shared stores when Prometheus scrapes: every process answers the same
 * ones (they describe the database, not the process), so a dashboard takes their maximum.
 */
export function watchStores(deps: Pick<AppDeps, 'db' | 'jobs'>) {
  const registers = [metricsRegistry];
  for (const name of ['beacon_job_queue_jobs', 'beacon_outbox_messages', 'beacon_delivery_lag_seconds'])
    metricsRegistry.removeSingleMetric(name);
  new Gauge({
    name: 'beacon_job_queue_jobs',
    help: 'Jobs by queue and state: created and retry wait, active run, failed are kept failures',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      for (const row of await deps.jobs.counts()) this.set({ queue: row.queue, state: row.state }, row.jobs);
    },
  });
  new Gauge({
    name: 'beacon_outbox_messages',
    help: 'Mail outbox messages not yet sent or failed, by status',
    labelNames: ['status'] as const,
    registers,
    async collect() {
      this.reset();
      const rows = await rowsOf<{ status: string; n: number }>(
        deps.db,
        sql`select status, count(*)::int as n from mail_outbox where status in ('queued', 'sending') group by status`,
      );
      this.set({ status: 'queued' }, 0);
      for (const row of rows) this.set({ status: row.status }, row.n);
    },
  });
  new Gauge({
    name: 'beacon_delivery_lag_seconds',
    help: 'How far the delivery simulation mark is behind now',
    registers,
    async collect() {
      this.reset();
      const [row] = await rowsOf<{ until: string | number }>(
        deps.db,
        sql`select max(simulated_until) as until from simulation_progress`,
      );
      if (row?.until != null) this.set(Date.now() / 1000 - Number(row.until));
    },
  });
}
