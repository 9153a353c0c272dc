import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/**
 * The Prometheus metrics of this process (docs/OPERATIONS.md). Each process has its own: a
 * Prometheus server scrapes every API and worker process and sums them.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'beacon_' });

/** Requests by route pattern (`/api/advertisers/:id`, never the raw URL), method and status. */
export const requestSeconds = new Histogram({
  name: 'beacon_http_request_duration_seconds',
  help: 'HTTP request latency by route pattern',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [metricsRegistry],
});

/** Job attempts run in this process, by queue and outcome (`completed` or `failed`). */
export const jobSeconds = new Histogram({
  name: 'beacon_job_duration_seconds',
  help: 'Job attempts run by this process, by queue and outcome',
  labelNames: ['queue', 'outcome'] as const,
  buckets: [0.05, 0.25, 1, 5, 15, 60, 300, 1800, 3600],
  registers: [metricsRegistry],
});

/** What the delivery simulation's runs in this process simulated (docs/DELIVERY.md). */
export const deliverySimulated = new Counter({
  name: 'beacon_delivery_simulated_total',
  help: 'Bids and impressions the delivery ticks of this process simulated',
  labelNames: ['what'] as const,
  registers: [metricsRegistry],
});

/**
 * Calls of the embedded analytics store (docs/JOBS.md "Analytics lanes"): how long each waited for
 * its turn and how long it then ran, by lane and kind. An interactive call's wait is at most the
 * run of the background call ahead of it, so the background run's maximum bounds the console's wait.
 */
const analyticsLabels = ['lane', 'kind'] as const;
const analyticsBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
export const analyticsWaitSeconds = new Histogram({
  name: 'beacon_analytics_wait_seconds',
  help: 'Time calls of the embedded analytics store waited for their turn, by lane and kind',
  labelNames: analyticsLabels,
  buckets: analyticsBuckets,
  registers: [metricsRegistry],
});
export const analyticsRunSeconds = new Histogram({
  name: 'beacon_analytics_run_seconds',
  help: 'Time calls of the embedded analytics store ran once their turn came, by lane and kind',
  labelNames: analyticsLabels,
  buckets: analyticsBuckets,
  registers: [metricsRegistry],
});
