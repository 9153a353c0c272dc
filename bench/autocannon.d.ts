/** The part of autocannon's programmatic API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  type Histogram = { average: number; mean: number; p50: number; p90: number; p99: number; max: number };
  export type Result = {
    requests: Histogram & { total: number; sent: number };
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    '2xx': number;
    statusCodeStats: Record<string, { count: number }>;
  };
  export type Options = {
    url: string;
    connections: number;
    duration: number;
    timeout?: number;
    method?: string;
    headers?: Record<string, string>;
    body?: string;
  };
  const autocannon: (options: Options) => Promise<Result> & { stop?: () => void };
  export default autocannon;
}
