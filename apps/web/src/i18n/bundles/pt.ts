import { namespacesOf } from './namespaces.ts';

/** Every catalogue of one language, bundled as one chunk the console loads on demand. */
export default namespacesOf(
  import.meta.glob<Record<string, unknown>>('../locales/pt/*.json', { eager: true, import: 'default' }),
);
