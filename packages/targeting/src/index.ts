export * from './auction.ts';
export * from './clock.ts';
export * from './compile.ts';
export * from './content-category.ts';
export * from './geo.ts';
export * from './line.ts';
export * from './modifiers.ts';
export * from './values.ts';
