import { namespacesOf } from './namespaces.ts';

/** Every other catalogue of the language: loaded with the first screen behind the sign-in. */
export default namespacesOf(
  import.meta.glob<Record<string, unknown>>(
    ['../locales/pt/*.json', '!../locales/pt/{common,errors,auth,shell,polls,notifications,timezone}.json'],
    {
      eager: true,
      import: 'default',
    },
  ),
);
