import { describe, expect, it } from 'vitest';
import { fromUnits, toUnits } from './money.ts';

describe('fromUnits', () => {
  it('writes units back in the shortest decimal form, signs included', () => {
    expect(fromUnits(toUnits('60000.00000000'))).toBe('60000');
    expect(fromUnits(toUnits('0.00000001'))).toBe('0.00000001');
    expect(fromUnits(toUnits('12.5'))).toBe('12.5');
    expect(fromUnits(-toUnits('3.25'))).toBe('-3.25');
    expect(fromUnits(0n)).toBe('0');
  });
});
