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
