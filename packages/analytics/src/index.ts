export * from './client.ts';
export * from './events.ts';
export * from './lookalike.ts';
export * from './lookalike-weights.ts';
export * from './migrations.ts';
export * from './regions.ts';
export * from './sink.ts';
export * from './world.ts';
