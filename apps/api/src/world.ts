import { ensureWorld } from '@beacon/simulator';
import { seedDemoLookalike } from './demo/lookalike.ts';
import { fillDemoMembers } from './demo/segments.ts';
import type { AppDeps } from './platform/deps.ts';

/**
 * Opens the analytics store (it migrates itself) and, with demo data on, gives an empty store the
 * small synthetic world (the last 7 days of places, devices and location pings) and the demo
 * segments their members, then queues the demo lookalike. Run after the console is up, so a first start never delays sign-in.
 */
export async function prepareAnalytics(deps: AppDeps, log: (line: string) => void) {
  const store = await deps.analytics.get();
  log(`Analytics store ready (${store.engine})`);
  if (!deps.config.seedDemo) return;
  const start = new Date(Date.now() - 7 * 86_400_000).toISOString().slice(0, 10);
  // 10,000 rows per insert rather than the generator's 50,000: the build runs while the console is
  // up, and on the embedded store its reads wait for the insert under way (docs/JOBS.md "Analytics lanes").
  const built = await ensureWorld(store, { seed: 1, scale: 'small', days: 7, start, batchSize: 10_000 });
  if (built) {
    const rows = Object.values(built.rows).reduce((sum, n) => sum + n, 0);
    log(`Synthetic world built: ${rows.toLocaleString('en')} rows in ${built.seconds.toFixed(1)} s`);
  }
  // Demo and third-party segments get their members from the world (once per segment).
  const filled = await fillDemoMembers(deps, store);
  if (filled) log(`Segment members filled from the synthetic world: ${filled} segments`);
  // The demo lookalike needs its seed's members, so it is created on the start that built the world.
  if (built && (await seedDemoLookalike(deps))) log('Demo lookalike queued for its build');
}
