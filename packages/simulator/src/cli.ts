import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { openAnalytics } from '@beacon/analytics';
import { isScaleName, SCALES, scaleNames } from './scale.ts';
import { buildWorld, DEFAULT_START, WORLD_TABLES } from './world.ts';

/**
 * `npm run simulate -- --seed N --scale small|medium|large --days D [--start YYYY-MM-DD] [--data-dir DIR]`
 * Builds the world into the analytics store (chdb under DATA_DIR/analytics, or CLICKHOUSE_URL), or
 * extends the one there with the days after its last.
 */
const { values } = parseArgs({
  options: {
    seed: { type: 'string', default: '1' },
    scale: { type: 'string', default: 'small' },
    days: { type: 'string' },
    start: { type: 'string', default: DEFAULT_START },
    'data-dir': { type: 'string' },
    help: { type: 'boolean', default: false },
  },
});

if (values.help) {
  console.log(
    `npm run simulate -- --seed N --scale ${scaleNames.join('|')} --days D [--start YYYY-MM-DD] [--data-dir DIR]\n` +
      'Writes to CLICKHOUSE_URL when set, otherwise to chdb in --data-dir (default $DATA_DIR/analytics or ./data/analytics).',
  );
  process.exit(0);
}

const scale = values.scale;
if (!isScaleName(scale)) throw new Error(`--scale must be one of ${scaleNames.join(', ')}`);
const seed = Number(values.seed);
const days = values.days ? Number(values.days) : SCALES[scale].defaultDays;
const url = process.env.CLICKHOUSE_URL;
const dataDir = values['data-dir'] ?? join(process.env.DATA_DIR ?? './data', 'analytics');
if (!url) mkdirSync(dataDir, { recursive: true });

const db = openAnalytics({ url, dataDir, database: process.env.CLICKHOUSE_DATABASE });
try {
  console.log(`world seed ${seed}, scale ${scale}, ${days} days from ${values.start} → ${url ?? dataDir}`);
  const result = await buildWorld(db, {
    seed,
    scale,
    days,
    start: values.start,
    log: (line) => console.log(`  ${line}`),
  });
  if (result.action === 'unchanged') {
    console.log(`the store already holds ${result.days} days of this world: nothing to do`);
  } else {
    console.log(
      `${result.action}: days ${result.daysFrom}..${result.days - 1} in ${result.seconds.toFixed(1)} s`,
    );
    let total = 0;
    for (const table of WORLD_TABLES) {
      const rows = result.rows[table] ?? 0;
      total += rows;
      if (rows) console.log(`  ${table.padEnd(22)} ${rows.toLocaleString('en').padStart(14)} rows`);
    }
    console.log(
      `  ${'total'.padEnd(22)} ${total.toLocaleString('en').padStart(14)} rows, ${Math.round(total / result.seconds).toLocaleString('en')} rows/s`,
    );
  }
} finally {
  await db.close();
}
if (!url) {
  try {
    console.log(`disk: ${execFileSync('du', ['-sh', dataDir]).toString().trim()}`);
  } catch {
    // du is informational only.
  }
}
