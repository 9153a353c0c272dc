/** The catalogues of one language keyed by namespace (the file name: `locales/en/users.json` → `users`). */
export function namespacesOf(files: Record<string, Record<string, unknown>>) {
  const namespaces: Record<string, Record<string, unknown>> = {};
  for (const [path, catalogue] of Object.entries(files)) {
    const namespace = /\/([^/]+)\.json$/.exec(path)?.[1];
    if (namespace) namespaces[namespace] = catalogue;
  }
  return namespaces;
}
