import { PGlite } from '@electric-sql/pglite';
import { readFileSync } from 'node:fs';
const db = new PGlite(process.argv[2]);
const q = readFileSync('/tmp/perf/li.sql', 'utf8').replace(/;\s*$/, '').replace('li.account_id = 1', 'li.account_id = $1');
await db.exec(`prepare p as ${q}`);
const N = 30;
for (let round = 0; round < 2; round++) {
  let t = performance.now();
  for (let i = 0; i < N; i++) await db.query(q, [1]);
  console.log('param query ms', ((performance.now() - t) / N).toFixed(1));
  t = performance.now();
  for (let i = 0; i < N; i++) await db.query('execute p(1)');
  console.log('execute ms', ((performance.now() - t) / N).toFixed(1));
}
