import type { Permission } from '@beacon/contracts';

/** Data every route may carry: its name (docs/REQUIREMENTS.md#navigation) and the permission it needs. */
export type RouteHandle = {
  name?: string;
  permission?: Permission;
  /** What it takes to change the screen's record; without it the screen opens read-only. */
  edit?: Permission;
};

export const handleOf = (handle: unknown): RouteHandle =>
  handle && typeof handle === 'object' ? (handle as RouteHandle) : {};
