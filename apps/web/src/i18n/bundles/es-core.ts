import { namespacesOf } from './namespaces.ts';

/**
 * The texts the console shows before any screen: the shell, sign-in, errors and the common words
 * (one chunk; the list of core-namespaces.ts, checked by bundles.unit.test.ts).
 */
export default namespacesOf(
  import.meta.glob<Record<string, unknown>>(
    '../locales/es/{common,errors,auth,shell,polls,notifications,timezone}.json',
    {
      eager: true,
      import: 'default',
    },
  ),
);

/**
 * The language's other catalogues, one chunk each, loaded with the screens that declare them
 * (`lazyScreen`). Their loaders live here rather than in the entry: only the language in use needs them.
 */
export const screens = import.meta.glob<Record<string, unknown>>(
  ['../locales/es/*.json', '!../locales/es/{common,errors,auth,shell,polls,notifications,timezone}.json'],
  { import: 'default' },
);
