import { describe, expect, it } from 'vitest';
import { continentOf, countryRows, currencyRows, timezoneNames } from '../../db/reference-data/geography.ts';
import { LOOKUP_SEED } from '../../db/reference-data/lookups.ts';
import { utcOffset } from './repo.ts';

describe('reference data', () => {
  it('splits the Americas by the UN M49 sub-regions', () => {
    expect(['US', 'CA', 'GL', 'BM', 'PM'].map(continentOf)).toEqual([4, 4, 4, 4, 4]);
    expect(['MX', 'GT', 'PA', 'CR'].map(continentOf)).toEqual([5, 5, 5, 5]);
    expect(['CU', 'DO', 'PR', 'JM', 'TT'].map(continentOf)).toEqual([3, 3, 3, 3, 3]);
    expect(['CO', 'BR', 'CL'].map(continentOf)).toEqual([6, 6, 6]);
    expect(continentOf('AQ')).toBe(9);
  });

  it('names every ISO country in three languages', () => {
    const rows = countryRows();
    expect(new Set(rows.map((c) => c.id)).size).toBe(rows.length);
    expect(rows.find((c) => c.alpha2 === 'DE')?.names).toEqual({
      en: 'Germany',
      es: 'Alemania',
      pt: 'Alemanha',
    });
  });

  it('keeps money currencies only', () => {
    const codes = currencyRows().map((c) => c.code);
    expect(codes).toContain('EUR');
    expect(codes).toContain('XOF');
    expect(codes).not.toContain('XAU');
    expect(codes).not.toContain('XDR');
  });

  it('stores current IANA names and computes offsets', () => {
    const names = timezoneNames();
    expect(names).toContain('Asia/Kolkata');
    expect(names).not.toContain('Asia/Calcutta');
    expect(names).toContain('UTC');
    const january = new Date('2026-01-15T12:00:00Z');
    const july = new Date('2026-07-15T12:00:00Z');
    expect(utcOffset('Europe/Madrid', january)).toBe('+01:00');
    expect(utcOffset('Europe/Madrid', july)).toBe('+02:00');
    expect(utcOffset('Asia/Kathmandu', july)).toBe('+05:45');
    expect(utcOffset('UTC', july)).toBe('+00:00');
  });

  it('gives coded lists unique ids and codes', () => {
    for (const [list, values] of Object.entries(LOOKUP_SEED)) {
      expect(new Set(values.map((v) => v.id)).size, list).toBe(values.length);
      expect(new Set(values.map((v) => v.code)).size, list).toBe(values.length);
    }
  });
});
