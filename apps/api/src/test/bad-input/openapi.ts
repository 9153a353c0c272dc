/**
 * Reading the app's OpenAPI document for the bad-input sweep: its operations, their inputs and a
 * plausible value for any schema (the base a case changes one field of).
 */
export type Schema = Record<string, any>;
export type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: Schema };
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  parameters: Parameter[];
  body: Schema | null;
  /** Text field and file names of a multipart operation, read from its description. */
  multipart: string[];
  /** Property names of the rows a list operation answers (the fields its filters may name). */
  rowFields: string[];
};

export function operationsOf(doc: any): Operation[] {
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    if (!schema?.$ref) return schema;
    const name = String(schema.$ref).split('/').pop()!;
    return resolve(doc.components?.schemas?.[name]);
  };
  const out: Operation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths ?? {})) {
    for (const [method, op] of Object.entries<any>(item)) {
      const text = `${op.summary ?? ''} ${op.description ?? ''}`;
      const body = resolve(op.requestBody?.content?.['application/json']?.schema) ?? null;
      const multipart =
        !op.requestBody && /multipart|form data/i.test(text)
          ? [...new Set([...text.matchAll(/`([a-z_]+(?:\[\])?)`/g)].map((m) => m[1]!))]
          : [];
      out.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: (op.parameters ?? []).map((p: Parameter) => ({ ...p, schema: resolve(p.schema) ?? {} })),
        body: body ? deepResolve(body, resolve) : null,
        multipart,
        rowFields: rowFieldsOf(op, resolve),
      });
    }
  }
  return out;
}

function deepResolve(schema: Schema, resolve: (s: Schema) => Schema | undefined, depth = 0): Schema {
  const s = resolve(schema) ?? {};
  if (depth > 6 || typeof s !== 'object') return s;
  const out: Schema = { ...s };
  if (s.properties)
    out.properties = Object.fromEntries(
      Object.entries<Schema>(s.properties).map(([k, v]) => [k, deepResolve(v, resolve, depth + 1)]),
    );
  if (s.items) out.items = deepResolve(s.items, resolve, depth + 1);
  for (const key of ['anyOf', 'oneOf', 'allOf'])
    if (Array.isArray(s[key])) out[key] = s[key].map((v: Schema) => deepResolve(v, resolve, depth + 1));
  return out;
}

/** The row properties of a list answer: `data` (paginated `data.data`, or an array of rows). */
function rowFieldsOf(op: any, resolve: (s: Schema) => Schema | undefined): string[] {
  const data = resolve(op.responses?.['200']?.content?.['application/json']?.schema)?.properties?.data;
  const fields = new Set<string>();
  for (const branch of [data, ...(data?.anyOf ?? [])].map((b) => resolve(b))) {
    const rows = resolve(branch?.properties?.data) ?? branch;
    const row = rows?.type === 'array' ? resolve(rows.items) : null;
    for (const name of Object.keys(row?.properties ?? {})) fields.add(name);
  }
  return [...fields];
}

/** The non-null branch of a schema that may be null. */
function concrete(schema: Schema): Schema {
  const branches: Schema[] | undefined = schema.anyOf ?? schema.oneOf;
  if (branches) return concrete(branches.find((b) => b.type !== 'null' && b.const !== '') ?? branches[0]!);
  if (Array.isArray(schema.type)) return { ...schema, type: schema.type.find((t: string) => t !== 'null') };
  return schema;
}

/** A plausible value for a schema: enough for a request to reach the rules a case targets. */
export function baseValue(input: Schema, depth = 0): unknown {
  const schema = concrete(input);
  if ('const' in schema) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.default !== undefined && schema.default !== null) return schema.default;
  switch (schema.type) {
    case 'integer':
    case 'number':
      return Math.max(1, Number(schema.minimum ?? 1));
    case 'boolean':
      return true;
    case 'array':
      return depth < 4 && schema.items && (schema.minItems ?? 0) > 0
        ? [baseValue(schema.items, depth + 1)]
        : [];
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries<Schema>(schema.properties ?? {}))
        if (depth < 4) out[key] = baseValue(child, depth + 1);
      return out;
    }
    default:
      return 'x'.repeat(Math.max(2, Number(schema.minLength ?? 2)));
  }
}

/** The kind of value a field takes, which decides the bad values it gets. */
export function fieldType(input: Schema): string {
  const branches: Schema[] = input.anyOf ?? input.oneOf ?? [input];
  const types = new Set(
    branches.flatMap((b) => (Array.isArray(b.type) ? b.type : [b.type])).filter((t) => t && t !== 'null'),
  );
  if (types.has('string') && types.has('number')) return 'money';
  return concrete(input).type ?? 'string';
}

/**
 * The fields of a body with their kind, down nested objects and the first item of arrays of
 * objects (`terms.0.value`), up to `maxDepth` levels.
 */
export function fieldPaths(
  input: Schema,
  maxDepth = 3,
  prefix: (string | number)[] = [],
): { path: (string | number)[]; type: string }[] {
  const schema = concrete(input);
  if (prefix.length >= maxDepth) return [];
  if (schema.type === 'object' && schema.properties) {
    return Object.entries<Schema>(schema.properties).flatMap(([key, child]) => [
      { path: [...prefix, key], type: fieldType(child) },
      ...fieldPaths(child, maxDepth, [...prefix, key]),
    ]);
  }
  const items = schema.type === 'array' && schema.items ? concrete(schema.items) : null;
  if (items?.type === 'object') return fieldPaths(items, maxDepth, [...prefix, 0]);
  return [];
}

/** A copy of `base` with the value at `path` replaced (creating the array item it names). */
export function withValue(base: unknown, path: (string | number)[], value: unknown, schema: Schema): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  const s = concrete(schema);
  if (typeof head === 'number') {
    const items = s.items ?? {};
    const list = Array.isArray(base) ? [...base] : [];
    list[head] = withValue(list[head] ?? baseValue(items), rest, value, items);
    return list;
  }
  const child = s.properties?.[head!] ?? {};
  const object = typeof base === 'object' && base !== null && !Array.isArray(base) ? { ...base } : {};
  (object as Record<string, unknown>)[head!] = withValue(
    (object as Record<string, unknown>)[head!],
    rest,
    value,
    child,
  );
  return object;
}
