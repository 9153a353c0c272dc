import { LANGUAGES } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';

// The same files the app loads, gathered the same way.
const files = import.meta.glob<{ default: unknown }>('./locales/*/*.json', { eager: true });

const catalogues = new Map<string, unknown>(
  Object.entries(files).map(([path, module]) => [path.replace('./locales/', ''), module.default]),
);

/** Dotted paths of every leaf text in a catalogue. */
function leafKeys(tree: unknown, prefix = ''): string[] {
  if (typeof tree !== 'object' || tree === null) return [prefix];
  return Object.entries(tree).flatMap(([key, value]) => leafKeys(value, prefix ? `${prefix}.${key}` : key));
}

const namespacesOf = (language: string) =>
  [...catalogues.keys()]
    .filter((key) => key.startsWith(`${language}/`))
    .map((key) => key.slice(language.length + 1))
    .sort();

describe('translation catalogues', () => {
  const namespaces = [...new Set(LANGUAGES.flatMap(namespacesOf))].sort();

  it('has the same namespace files in every language', () => {
    expect(namespaces).toContain('common.json');
    for (const language of LANGUAGES) expect(namespacesOf(language), language).toEqual(namespaces);
  });

  for (const namespace of namespaces) {
    it(`${namespace}: every key exists in en, es and pt, with text`, () => {
      const reference = leafKeys(catalogues.get(`en/${namespace}`)).sort();
      for (const language of LANGUAGES) {
        const catalogue = catalogues.get(`${language}/${namespace}`);
        expect(leafKeys(catalogue).sort(), `${language}/${namespace}`).toEqual(reference);
        for (const key of reference) {
          const value = key
            .split('.')
            .reduce<unknown>(
              (node, part) => (node as Record<string, unknown> | undefined)?.[part],
              catalogue,
            );
          expect(
            typeof value === 'string' && value.trim().length > 0,
            `${language}/${namespace}: ${key}`,
          ).toBe(true);
        }
      }
    });
  }
});
