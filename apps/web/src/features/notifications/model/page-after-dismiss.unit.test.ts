import type { Notification, Paginated } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { pageAfterDismiss, withoutDismissed } from './page-after-dismiss.ts';

const item = (id: number) => ({ id }) as Notification;
const page = (ids: number[], total: number) => ({ data: ids.map(item), total }) as Paginated<Notification>;

describe('dismissing notifications', () => {
  it('removes them from the page and the total', () => {
    const after = withoutDismissed(page([1, 2, 3], 23), [2, 99]);
    expect(after.data.map((n) => n.id)).toEqual([1, 3]);
    expect(after.total).toBe(22);
  });

  it('steps back a page only when a later page empties', () => {
    expect(pageAfterDismiss(3, 0)).toBe(2);
    expect(pageAfterDismiss(3, 1)).toBe(3);
    expect(pageAfterDismiss(1, 0)).toBe(1);
  });
});
