import { LANGUAGES } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import { CORE_NAMESPACES } from './core-namespaces.ts';
import enCore, { screens as enScreens } from './en-core.ts';
import esCore, { screens as esScreens } from './es-core.ts';
import ptCore, { screens as ptScreens } from './pt-core.ts';

const files = import.meta.glob('../locales/*/*.json');
const cores = { en: enCore, es: esCore, pt: ptCore };
const screens = { en: enScreens, es: esScreens, pt: ptScreens };

const namespaceOf = (path: string) => path.replace(/^.*\/([^/]+)\.json$/, '$1');

describe('text chunks', () => {
  for (const language of LANGUAGES) {
    it(`${language}: the core holds its namespaces, every other catalogue loads on its own`, () => {
      const inLanguage = (path: string) => path.startsWith(`../locales/${language}/`);
      const all = Object.keys(files).filter(inLanguage).map(namespaceOf).sort();
      const core = Object.keys(cores[language]).sort();
      const others = Object.keys(screens[language]).filter(inLanguage).map(namespaceOf).sort();
      expect(others.length).toBe(Object.keys(screens[language]).length);
      expect(core).toEqual([...CORE_NAMESPACES].sort());
      expect([...core, ...others].sort()).toEqual(all);
      expect(core.filter((namespace) => others.includes(namespace))).toEqual([]);
    });
  }
});
