type Doc = { paths?: unknown; components?: { schemas?: Record<string, unknown> } };

/**
 * The document without the component schemas no operation reaches. Every contract schema with an
 * id becomes a component twice (as read and as written), so most of one of the pair go unused.
 */
export function withoutUnusedSchemas<T extends Doc>(doc: T): T {
  const schemas = doc.components?.schemas;
  if (!schemas) return doc;
  const used = new Set<string>();
  const visit = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        if (key === '$ref' && typeof inner === 'string' && inner.startsWith('#/components/schemas/')) {
          const name = inner.slice('#/components/schemas/'.length);
          if (!used.has(name)) {
            used.add(name);
            visit(schemas[name]);
          }
        } else visit(inner);
      }
    }
  };
  visit(doc.paths);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...doc, components: { ...doc.components, schemas: kept } };
}
