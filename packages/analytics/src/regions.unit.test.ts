import { describe, expect, it } from 'vitest';
import { regionOfCountry, regionSql } from './regions.ts';

describe('segment regions', () => {
  it('puts the Americas in NAM, Europe, the Middle East and Africa in EMEA, the rest in APAC', () => {
    const cases: [string, string | null][] = [
      ['CO', 'NAM'],
      ['BR', 'NAM'],
      ['CL', 'NAM'],
      ['US', 'NAM'],
      ['MX', 'NAM'],
      ['JM', 'NAM'],
      ['ES', 'EMEA'],
      ['PT', 'EMEA'],
      ['TR', 'EMEA'],
      ['AE', 'EMEA'],
      ['NG', 'EMEA'],
      ['JP', 'APAC'],
      ['AU', 'APAC'],
      ['IN', 'APAC'],
      ['co', 'NAM'],
      ['', null],
      ['XYZ', null],
    ];
    for (const [code, region] of cases) expect(regionOfCountry(code), code).toBe(region);
  });

  it('builds one SQL expression over a column, with the unknown country as no region', () => {
    const expression = regionSql('country_code');
    expect(expression).toMatch(/^multiIf\(has\(\[/);
    expect(expression).toContain("'NAM'");
    expect(expression).toContain("match(country_code, '^[A-Z]{2}$'), 'APAC', '')");
  });
});
