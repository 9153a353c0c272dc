import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type ListQuery, listQuerySchema } from '@beacon/contracts';
import { summarize } from './stats.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const run = promisify(execFile);

/**
 * Runs a client script of this folder in its own process, so its work does not share the
 * server's event loop, and answers the JSON it prints.
 */
export async function runClient<T>(script: string, args: string[]): Promise<T> {
  const { stdout } = await run(process.execPath, ['--import', 'tsx', path.join(here, script), ...args], {
    maxBuffer: 256 * 1024 * 1024,
  });
  return JSON.parse(stdout) as T;
}

/** Loads `url` with `connections` concurrent clients for `seconds`; latency median/p95 and req/s. */
export async function httpLoad(url: string, token: string, connections: number, seconds: number) {
  const { latencies, errors, elapsed } = await runClient<{
    latencies: number[];
    errors: number;
    elapsed: number;
  }>('load.ts', [url, token, String(connections), String(seconds)]);
  if (errors) throw new Error(`${errors} failed requests against ${url}`);
  return { ...summarize(latencies), rps: latencies.length / elapsed };
}

/** A list call's query string (`filters[x]=` keys included) read the way the API reads it. */
export function listQueryFrom(queryString: string): ListQuery {
  const params = Object.fromEntries(new URLSearchParams(queryString));
  const filters: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    const field = /^filters\[(.+)\]$/.exec(key)?.[1];
    if (field) {
      filters[field] = value;
      delete params[key];
    }
  }
  return listQuerySchema.parse({ ...params, filters });
}
