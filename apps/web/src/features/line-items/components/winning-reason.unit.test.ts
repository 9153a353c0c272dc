import { describe, expect, it } from 'vitest';
import { notWinningReason } from './winning-reason.ts';

describe('notWinningReason', () => {
  it('gives no reason when the line won or its status is unknown', () => {
    expect(
      notWinningReason({ delivery_blockers: [], bidding_status: true, winning_status: true }),
    ).toBeNull();
    expect(
      notWinningReason({ delivery_blockers: [], bidding_status: null, winning_status: null }),
    ).toBeNull();
  });

  it('says a line that bid and won nothing was outbid', () => {
    expect(notWinningReason({ delivery_blockers: [], bidding_status: true, winning_status: false })).toBe(
      'outbid',
    );
  });

  it('points to the blockers of a line that cannot bid, else to the auctions it found none in', () => {
    expect(
      notWinningReason({ delivery_blockers: ['budget_spent'], bidding_status: false, winning_status: false }),
    ).toBe('not_bidding');
    expect(notWinningReason({ delivery_blockers: [], bidding_status: false, winning_status: false })).toBe(
      'no_bids',
    );
  });
});
