import { LANGUAGES } from '@beacon/contracts';
import { describe, expect, it } from 'vitest';
import enCore from './en-core.ts';
import enScreens from './en-screens.ts';
import esCore from './es-core.ts';
import esScreens from './es-screens.ts';
import ptCore from './pt-core.ts';
import ptScreens from './pt-screens.ts';

const files = import.meta.glob('../locales/*/*.json');
const parts = {
  en: { core: enCore, screens: enScreens },
  es: { core: esCore, screens: esScreens },
  pt: { core: ptCore, screens: ptScreens },
};

describe('text chunks', () => {
  for (const language of LANGUAGES) {
    it(`${language}: core and screens hold every catalogue once, split as in the other languages`, () => {
      const all = Object.keys(files)
        .filter((path) => path.startsWith(`../locales/${language}/`))
        .map((path) => path.replace(/^.*\/([^/]+)\.json$/, '$1'))
        .sort();
      const core = Object.keys(parts[language].core).sort();
      const screens = Object.keys(parts[language].screens).sort();
      expect([...core, ...screens].sort()).toEqual(all);
      expect(core.filter((namespace) => screens.includes(namespace))).toEqual([]);
      expect(core).toEqual(Object.keys(parts.en.core).sort());
      expect(core).toContain('common');
    });
  }
});
