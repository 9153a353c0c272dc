import type { Permission } from '@beacon/contracts';

/** Data every route may carry: its name (docs/REQUIREMENTS.md#navigation) and the permission it needs. */
export type RouteHandle = {
  name?: string;
  permission?: Permission;
};

export const handleOf = (handle: unknown): RouteHandle =>
  handle && typeof handle === 'object' ? (handle as RouteHandle) : {};
