export * from './delivery.ts';
export * from './devices.ts';
export * from './geography.ts';
export * from './pings.ts';
export * from './places.ts';
export * from './random.ts';
export * from './scale.ts';
/** The targeting evaluator: auction attributes and compiled line-item targeting (see docs/TARGETING.md). */
export * from './targeting/index.ts';
export * from './world.ts';
