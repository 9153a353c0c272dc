import type { Notification, Paginated } from '@beacon/contracts';

/**
 * The page as the user sees it once `ids` are dismissed: they leave it and the total drops by as
 * many (`001` §4), before the server's next answer refills it.
 */
export function withoutDismissed(page: Paginated<Notification>, ids: number[]): Paginated<Notification> {
  const data = page.data.filter((n) => !ids.includes(n.id));
  return { ...page, data, total: Math.max(0, page.total - (page.data.length - data.length)) };
}

/** A later page left empty by a dismissal steps back one page; the first page stays. */
export function pageAfterDismiss(page: number, remainingOnPage: number): number {
  return remainingOnPage === 0 && page > 1 ? page - 1 : page;
}
