export * from './delivery.ts';
export * from './devices.ts';
/** The avails and reach forecast: a distinct sample of the bid stream and its counts (docs/FORECAST.md). */
export * from './forecast/index.ts';
export * from './geography.ts';
export * from './pings.ts';
export * from './places.ts';
export * from './random.ts';
export * from './scale.ts';
export * from './world.ts';
