import type { Permission } from '@beacon/contracts';

/** Data every route may carry: its name (000 §2 route names) and the permission it needs. */
export type RouteHandle = {
  name?: string;
  permission?: Permission;
};

export const handleOf = (handle: unknown): RouteHandle =>
  handle && typeof handle === 'object' ? (handle as RouteHandle) : {};
