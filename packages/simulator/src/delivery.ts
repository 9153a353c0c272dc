/**
 * The delivery simulation: an auction source over the world's devices and a model that bids for
 * line-item plans (see `delivery/` and docs/DELIVERY.md).
 */
export * from './delivery/index.ts';
