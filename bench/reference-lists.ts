import http from 'node:http';

/**
 * Reference-list timings, run as its own process (as bench/load.ts) so the client does not share
 * the server's event loop. One connection, one request at a time. For each path: the first call
 * (the server's list cache is cold), then repeated calls answered 200, then the same call with
 * `If-None-Match` set to the ETag of the first answer (304), when the list sends an ETag.
 *
 * Usage: tsx bench/reference-lists.ts <base url> <token> <seconds per mode> <path>... Prints JSON.
 */
const [base, token, seconds = '2', ...paths] = process.argv.slice(2);
if (!base || !token || paths.length === 0)
  throw new Error('usage: reference-lists.ts <base url> <token> <seconds> <path>...');

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

type Answer = { status: number; ms: number; etag: string | null; bytes: number };

const once = (url: string, etag?: string) =>
  new Promise<Answer>((resolve, reject) => {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (etag) headers['if-none-match'] = etag;
    const started = performance.now();
    const req = http.get(url, { agent, headers }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => {
        const tag = res.headers.etag;
        resolve({ status: res.statusCode ?? 0, ms: performance.now() - started, etag: tag ?? null, bytes });
      });
    });
    req.on('error', reject);
  });

/** Latencies of repeated calls for `seconds`; any status other than `expected` is an error. */
async function repeat(url: string, expected: number, etag?: string) {
  const latencies: number[] = [];
  const deadline = Date.now() + Number(seconds) * 1000;
  while (Date.now() < deadline) {
    const answer = await once(url, etag);
    if (answer.status !== expected) throw new Error(`${url}: ${answer.status}, expected ${expected}`);
    latencies.push(answer.ms);
  }
  return latencies;
}

const results = [];
for (const path of paths) {
  const url = `${base}${path}`;
  const first = await once(url);
  if (first.status !== 200) throw new Error(`${url}: ${first.status}`);
  const ok = await repeat(url, 200);
  const notModified = first.etag ? await repeat(url, 304, first.etag) : null;
  results.push({ path, first: first.ms, bytes: first.bytes, etag: first.etag, ok, notModified });
}
agent.destroy();
process.stdout.write(JSON.stringify(results));
