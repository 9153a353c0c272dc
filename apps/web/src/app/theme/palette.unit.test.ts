import { describe, expect, it } from 'vitest';
import { paletteFrom } from './palette.ts';

describe('paletteFrom', () => {
  it('builds ten shades with the colour at index 6', () => {
    const palette = paletteFrom('#2563eb');
    expect(palette).toHaveLength(10);
    expect(palette?.[6]).toBe('#2563eb');
    expect(palette?.[0]).not.toBe(palette?.[9]);
  });

  it('accepts short hex and rejects garbage', () => {
    expect(paletteFrom('#fff')?.[6]).toBe('#ffffff');
    expect(paletteFrom('blue')).toBeNull();
  });
});
