export * from './count.ts';
export * from './sample.ts';
