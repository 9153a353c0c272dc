import http from 'node:http';

/**
 * A loopback load generator, run as its own process so it does not share the server's event
 * loop. Usage: tsx bench/load.ts <url> <token> <connections> <seconds>. Prints JSON latencies.
 */
const [url, token, connections = '1', seconds = '5'] = process.argv.slice(2);
if (!url || !token) throw new Error('usage: load.ts <url> <token> <connections> <seconds>');

const agent = new http.Agent({ keepAlive: true, maxSockets: Number(connections) });
const deadline = Date.now() + Number(seconds) * 1000;
const latencies: number[] = [];
let errors = 0;

const once = () =>
  new Promise<void>((resolve) => {
    const started = performance.now();
    const req = http.get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (res) => {
      res.resume();
      res.on('end', () => {
        if (res.statusCode === 200) latencies.push(performance.now() - started);
        else errors += 1;
        resolve();
      });
    });
    req.on('error', () => {
      errors += 1;
      resolve();
    });
  });

const worker = async () => {
  while (Date.now() < deadline) await once();
};
const started = Date.now();
await Promise.all(Array.from({ length: Number(connections) }, worker));
const elapsed = (Date.now() - started) / 1000;
agent.destroy();
process.stdout.write(JSON.stringify({ latencies, errors, elapsed }));
