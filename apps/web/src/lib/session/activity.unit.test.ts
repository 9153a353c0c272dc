import { describe, expect, it } from 'vitest';
import { isActive, markActivity } from './activity.ts';

const MINUTE = 60_000;

describe('activity', () => {
  it('counts a person as working for 15 minutes after their last input', () => {
    const now = Date.now();
    markActivity(now - 14 * MINUTE);
    expect(isActive(now)).toBe(true);
    markActivity(now - 16 * MINUTE);
    expect(isActive(now)).toBe(false);
    markActivity(now);
    expect(isActive(now)).toBe(true);
  });
});
