import { readFileSync } from 'node:fs';
import { REPORT_TYPE_CODES } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { REPORT_DEFINITIONS } from './index.ts';

const catalogue = (language: string) =>
  JSON.parse(
    readFileSync(
      new URL(`../../../../../web/src/i18n/locales/${language}/reports.json`, import.meta.url),
      'utf8',
    ),
  ) as { types: Record<string, string>; fields: Record<string, string> };

describe('report type fields', () => {
  const definitions = Object.entries(REPORT_DEFINITIONS);

  it('registers each definition under its own code', () => {
    expect(definitions.length).toBeGreaterThan(0);
    for (const [code, definition] of definitions) expect(definition!.code).toBe(code);
  });

  it('offers each code once per type, with a default dimension and metric', () => {
    for (const [code, d] of definitions) {
      const codes = [...d!.dimensions, ...d!.metrics].map((f) => f.code);
      expect(new Set(codes).size, code).toBe(codes.length);
      expect(
        d!.dimensions.some((f) => f.default),
        code,
      ).toBe(true);
      expect(
        d!.metrics.some((f) => f.default),
        code,
      ).toBe(true);
      // Device figures are counts: the floor writes them as "< k".
      for (const f of [...d!.dimensions, ...d!.metrics].filter((f) => f.devices))
        expect(f.kind, f.code).toBe('integer');
    }
  });

  it('labels every field and type in English, Spanish and Portuguese', () => {
    for (const language of ['en', 'es', 'pt']) {
      const texts = catalogue(language);
      for (const code of REPORT_TYPE_CODES) expect(texts.types[code], `${language} ${code}`).toBeTruthy();
      for (const [, d] of definitions)
        for (const f of [...d!.dimensions, ...d!.metrics]) {
          expect(f.label).toBe(`reports.fields.${f.code}`);
          expect(texts.fields[f.code], `${language} ${f.code}`).toBeTruthy();
        }
    }
  });
});
