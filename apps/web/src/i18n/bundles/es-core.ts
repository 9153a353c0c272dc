import { namespacesOf } from './namespaces.ts';

/**
 * The texts the console shows before any screen: the shell, sign-in, errors and the common words
 * (one chunk; the same list as in es-screens.ts, checked by bundles.unit.test.ts).
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
