import path from 'node:path';
import { LANGUAGES } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { namespaceHelpers, namespacesUsed, screenDeclarations } from '../../build/screen-texts.ts';
import { CORE_NAMESPACES } from './bundles/core-namespaces.ts';

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

/**
 * Each screen loads its texts before it renders (`lazyScreen(load, name, namespaces)`); the rest of
 * the console has only the core ones. The namespaces a screen's code (and every module it imports,
 * shared components included) refers to must be exactly those it declares: one missing would show
 * keys, one too many downloads texts nobody reads.
 */
describe('texts each screen loads', () => {
  const src = path.resolve(import.meta.dirname, '..');
  const known = new Set(
    [...catalogues.keys()].filter((key) => key.startsWith('en/')).map((key) => key.slice(3, -5)),
  );
  const core = new Set(CORE_NAMESPACES);
  const beyondCore = (used: Map<string, string>) =>
    [...used].filter(([namespace]) => !core.has(namespace)).sort(([a], [b]) => a.localeCompare(b));
  const screens = screenDeclarations(src);
  const helpers = namespaceHelpers(src);

  it('finds the screens', () => {
    expect(screens.length).toBeGreaterThan(50);
  });

  it('the shell, sign-in and what loads outside a screen show only the core texts', () => {
    const used = beyondCore(namespacesUsed(path.join(src, 'main.tsx'), known, helpers));
    expect(used.map(([namespace, file]) => `${namespace} (${path.relative(src, file)})`)).toEqual([]);
  });

  for (const screen of screens) {
    const where = `${path.relative(src, screen.file)}: ${screen.exportName}`;
    it(`${where} declares the namespaces it shows`, () => {
      for (const namespace of screen.namespaces) {
        expect(known.has(namespace), `${where}: no catalogue ${namespace}`).toBe(true);
        expect(core.has(namespace), `${where}: ${namespace} is a core namespace, always loaded`).toBe(false);
      }
      const used = beyondCore(namespacesUsed(screen.module, known, helpers));
      const missing = used
        .filter(([namespace]) => !screen.namespaces.includes(namespace))
        .map(([namespace, file]) => `${namespace} (used in ${path.relative(src, file)})`);
      expect(missing, `${where}: namespaces used but not declared`).toEqual([]);
      const unused = screen.namespaces.filter((namespace) => !used.some(([name]) => name === namespace));
      expect(unused, `${where}: namespaces declared but not used`).toEqual([]);
    });
  }
});
