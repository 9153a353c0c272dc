import { useMemo } from 'react';
import type { ActiveToggle } from './types.ts';

type SetActive = {
  mutate: (change: { id: number; active: boolean }) => void;
  isPending: boolean;
  variables?: { id: number };
};

/**
 * The grid's active switch: when `allowed`, switching a row calls `setActive`. With `inFlight` the
 * row whose change is running shows a disabled switch, and so does every row `busy` names.
 */
export function useActiveToggle<T extends { id: number }>(
  allowed: boolean,
  { mutate, isPending, variables }: SetActive,
  { inFlight = false, busy }: { inFlight?: boolean; busy?: (row: T) => boolean } = {},
): ActiveToggle<T> {
  return useMemo(() => {
    const onChange = (row: T, active: boolean) => mutate({ id: row.id, active });
    if (!inFlight && !busy) return { allowed, onChange };
    const running = (row: T) => inFlight && isPending && variables?.id === row.id;
    return { allowed, onChange, pending: (row: T) => running(row) || (busy?.(row) ?? false) };
  }, [allowed, mutate, isPending, variables, inFlight, busy]);
}
