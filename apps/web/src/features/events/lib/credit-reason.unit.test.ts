import type { ObjectEvent } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { canTick, creditReason, isCredited } from './credit-reason.ts';

const event = (over: Partial<ObjectEvent>): ObjectEvent => ({
  id: 1,
  name: 'Purchase',
  active: true,
  eligibility_mode: 'whitelist',
  eligible: true,
  associated: false,
  credited: false,
  ...over,
});

describe('creditReason', () => {
  it('says an attribution that credits nothing first, whatever the rest', () => {
    const e = event({ eligible: false, eligibility_mode: 'all', associated: true, credited: true });
    expect(creditReason(e, false)).toBe('credits_nothing');
    expect(canTick(e, true)).toBe(false);
  });

  it('says a campaign that does not allow events before the mode or the whitelist', () => {
    expect(creditReason(event({ associated: true, credited: true }), false)).toBe('campaign_closed');
    expect(creditReason(event({ eligibility_mode: 'all', credited: true }), false)).toBe('campaign_closed');
    expect(canTick(event({}), false)).toBe(false);
  });

  it('tells mode all, whitelisted here and credited through the campaign apart', () => {
    expect(creditReason(event({ eligibility_mode: 'all', credited: true }), true)).toBe('mode_all');
    expect(creditReason(event({ associated: true, credited: true }), true)).toBe('whitelisted_here');
    expect(creditReason(event({ credited: true }), true)).toBe('via_campaign');
    expect(creditReason(event({}), true)).toBe('not_whitelisted');
  });

  it('lets only whitelist events be ticked, and credits only the three crediting reasons', () => {
    expect(canTick(event({}), true)).toBe(true);
    expect(canTick(event({ eligibility_mode: 'all' }), true)).toBe(false);
    expect(['mode_all', 'whitelisted_here', 'via_campaign'].every((r) => isCredited(r as never))).toBe(true);
    expect(isCredited('not_whitelisted')).toBe(false);
    expect(isCredited('campaign_closed')).toBe(false);
  });
});
