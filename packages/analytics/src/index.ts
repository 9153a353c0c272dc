export * from './client.ts';
export * from './events.ts';
export * from './migrations.ts';
export * from './sink.ts';
export * from './world.ts';
