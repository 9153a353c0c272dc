export * from './compile.ts';
export * from './inventory.ts';
export * from './values.ts';
