import type { LineItem } from '@beacon/contracts';

/** Why a line reads "Not winning" (`lineItems:delivery.not_winning.<reason>`), from what the grid knows. */
export type NotWinningReason = 'not_bidding' | 'no_bids' | 'outbid';

/**
 * The reason behind a "Not winning" status of the last hour, or null when the line won or the
 * status is unknown: it cannot bid (the server's blockers say why), it could bid but made no bid
 * (no auction matched its targeting, or pacing held the budget back), or it bid and lost every
 * auction to higher bids.
 */
export function notWinningReason(
  line: Pick<LineItem, 'delivery_blockers'> & {
    bidding_status?: boolean | null;
    winning_status?: boolean | null;
  },
): NotWinningReason | null {
  if (line.winning_status !== false) return null;
  if (line.bidding_status === true) return 'outbid';
  return line.delivery_blockers.length > 0 ? 'not_bidding' : 'no_bids';
}
