export * from './delivery.ts';
export * from './devices.ts';
export * from './geography.ts';
export * from './pings.ts';
export * from './places.ts';
export * from './random.ts';
export * from './scale.ts';
export * from './world.ts';
