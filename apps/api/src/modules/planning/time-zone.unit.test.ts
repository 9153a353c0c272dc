import { describe, expect, it } from 'vitest';
import { countryTimeZone } from './time-zone.ts';

describe('a country’s time zone', () => {
  it('is its only zone, or the one named after its most populous city that names one', () => {
    expect(countryTimeZone('CO', ['Bogotá'])).toBe('America/Bogota');
    expect(countryTimeZone('BR', ['São Paulo', 'Rio de Janeiro'])).toBe('America/Sao_Paulo');
    expect(countryTimeZone('ES', ['Madrid', 'Barcelona'])).toBe('Europe/Madrid');
    expect(countryTimeZone('CL', ['Puente Alto', 'Santiago'])).toBe('America/Santiago');
    expect(countryTimeZone('MX', ['Mexico City'])).toBe('America/Mexico_City');
  });

  it('falls back to the country’s first zone, and to UTC', () => {
    expect(countryTimeZone('PT', [])).toBe('Atlantic/Azores');
    expect(countryTimeZone('AQ', ['Nowhere'])).toMatch(/\//);
    expect(countryTimeZone('ZZ', [])).toBe('UTC');
  });
});
