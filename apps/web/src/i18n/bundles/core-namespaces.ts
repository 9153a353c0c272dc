/**
 * The namespaces of each language's core chunk: what the shell and the sign-in screens show, loaded
 * before the first render. The globs of `<language>-core.ts` spell the same list (they must be
 * literal); bundles.unit.test.ts checks they agree.
 */
export const CORE_NAMESPACES: readonly string[] = [
  'common',
  'errors',
  'auth',
  'shell',
  'polls',
  'notifications',
  'timezone',
];
