import { buildForecastSample, currentWorld, type ForecastSample, sampleWindow } from '@beacon/simulator';
import type { AppDeps } from '../../platform/deps.ts';

/**
 * The forecast's sample of the bid stream, one per process: built on the first forecast (or by
 * `warmForecastSample` after start) and kept while the world and the sampled week stay the same.
 * When a new UTC day moves the week on, the previous week's sample keeps answering while the next
 * one builds; a new world has nothing to fall back on, so its first callers wait for the build
 * (two to three seconds on the small and medium worlds).
 */
let building: { key: string; world: string; sample: Promise<ForecastSample> } | null = null;
let ready: { key: string; world: string; sample: ForecastSample } | null = null;

/** The world's sample for the week before `now` (UTC seconds), or null when the store holds no world. */
export async function forecastSample(
  deps: AppDeps,
  now = Math.floor(Date.now() / 1000),
): Promise<ForecastSample | null> {
  const world = await currentWorld(await deps.analytics.get());
  if (!world) return null;
  const { from } = sampleWindow(world.start, now);
  const worldKey = `${world.seed}|${world.scale}|${world.start}`;
  const key = `${worldKey}|${from}`;
  if (ready?.key === key) return ready.sample;
  if (building?.key !== key) {
    const sample = buildForecastSample({ seed: world.seed, scale: world.scale, start: world.start, from });
    const entry = { key, world: worldKey, sample };
    building = entry;
    sample.then(
      (built) => {
        if (building === entry) {
          ready = { key, world: worldKey, sample: built };
          building = null;
        }
      },
      // A failed build is not kept: the next forecast tries again.
      () => {
        if (building === entry) building = null;
      },
    );
  }
  // Last week's sample of the same world answers until this week's is ready.
  if (ready?.world === worldKey) return ready.sample;
  return building!.sample;
}

/** Builds the sample in the background (after the world is ready), so the first forecast is warm. */
export function warmForecastSample(deps: AppDeps) {
  const started = performance.now();
  forecastSample(deps)
    .then((sample) => {
      if (sample)
        deps.log.info(
          `Forecast sample ready: ${sample.auctions.length.toLocaleString('en')} auctions of 1 in ${sample.rate} devices ` +
            `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
        );
    })
    .catch((error: unknown) => deps.log.error({ err: error }, 'The forecast sample could not be built'));
}
