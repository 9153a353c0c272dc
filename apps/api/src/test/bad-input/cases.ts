import { CREATIVE_ASSET_API } from '@beacon/contracts';
import { baseValue, fieldPaths, type Operation, type Parameter, withValue } from './openapi.ts';

/**
 * One bad request. `expect` names what the answer must be besides "not a 5xx": a NUL character
 * and an unknown query parameter are refused with 400 on every route.
 */
export type BadCase = {
  label: string;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  expect?: 400;
};

/**
 * Routes that take any query parameters (`config.anyQuery`): the signed asset files, which an
 * HTML5 creative asks for with queries of its own (`?clickTag=`).
 */
const ANY_QUERY_PATHS = [CREATIVE_ASSET_API.preview.pattern.split('/:')[0]!];

const NUL = 'a\u0000b';
const MEGABYTE = 'x'.repeat(1_000_000);
const DEEP = 10_000;
const deepArray = () => `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`;
const deepObject = () => `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`;

/** Values a path parameter gets: ids out of every range, not numbers, NUL, too long. */
const PATH_VALUES = ['0', '-1', '2147483648', '9223372036854775808', 'abc', '%00', 'x'.repeat(300)];

/** Values a query parameter gets (as text, the only thing a query carries). */
const QUERY_VALUES = ['abc', '-1', '1.5', '2147483648', '9223372036854775808', MEGABYTE];

/** Values a filter gets: numbers no column holds (a list for number filters), dates that are not. */
const FILTER_VALUES = ['-1,1.5,2147483648,9223372036854775808,1e308', 'not-a-date,2024-13-45'];

/**
 * Values a body field gets, by the type its schema declares: the wrong type, numbers beyond any
 * column, money with too many decimals or digits, dates that are not, a megabyte of text.
 */
const FIELD_VALUES: Record<string, unknown[]> = {
  integer: ['abc', -1, 2 ** 31, '9223372036854775808', 1e308],
  number: ['abc', -1, 2 ** 31, '1.123456789', 1e308],
  money: ['abc', '-1', '1e308', 1e308, '1.123456789', '1234567890123'],
  string: [12345, {}, MEGABYTE],
  date: [12345, '2024-02-30 25:61:61', 'not-a-date', MEGABYTE],
  boolean: ['abc', 2],
  array: ['abc', [2 ** 31], [{}]],
  object: ['abc', []],
};
/** Fewer values for fields nested inside objects and arrays. */
const NESTED_VALUES = ['abc', 2 ** 31, '1e308', {}];

const enc = encodeURIComponent;
const pathBase = (p: Parameter) => {
  const value = baseValue(p.schema);
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : String(value ?? '1');
};

function urlOf(op: Operation, path: Record<string, string>, query: [string, string][]) {
  let url = op.path;
  for (const p of op.parameters.filter((p) => p.in === 'path'))
    url = url.replace(`{${p.name}}`, path[p.name] ?? enc(pathBase(p)));
  const required = op.parameters
    .filter((p) => p.in === 'query' && p.required && !query.some(([k]) => k === p.name))
    .map((p): [string, string] => [p.name, String(baseValue(p.schema))]);
  const search = [...required, ...query].map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
  return search ? `${url}?${search}` : url;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** The query of a probe that names every field of a list's rows as a filter. */
export const filterProbeUrl = (op: Operation, param: string) =>
  urlOf(
    op,
    {},
    op.rowFields.map((field): [string, string] => [`${param}[${field}]`, '']),
  );

/**
 * Every bad case of one operation, derived from its parameters, body schema and description.
 * `filterable` names the fields its filters accept (found with `filterProbeUrl`).
 */
export function casesOf(op: Operation, filterable: string[] = []): BadCase[] {
  const cases: BadCase[] = [];
  const body = op.body ? JSON.stringify(baseValue(op.body)) : undefined;
  const withBody = (c: BadCase): BadCase =>
    body === undefined || c.payload !== undefined ? c : { ...c, headers: JSON_HEADERS, payload: body };

  for (const p of op.parameters.filter((p) => p.in === 'path')) {
    for (const value of PATH_VALUES) {
      const label = `path ${p.name}=${value.slice(0, 20)}`;
      const url = urlOf(op, { [p.name]: value === '%00' ? value : enc(value) }, []);
      cases.push(withBody({ label, url, ...(value === '%00' ? { expect: 400 } : {}) }));
    }
  }

  const query = op.parameters.filter((p) => p.in === 'query');
  for (const p of query) {
    if (p.schema.type === 'object') {
      for (const field of filterable)
        for (const value of FILTER_VALUES)
          cases.push(
            withBody({
              label: `filter ${field}=${value}`,
              url: urlOf(op, {}, [[`${p.name}[${field}]`, value]]),
            }),
          );
      const field = filterable[0] ?? 'name';
      cases.push(
        withBody({
          label: `filter ${field}: NUL`,
          url: urlOf(op, {}, [[`${p.name}[${field}]`, NUL]]),
          expect: 400,
        }),
      );
      continue;
    }
    for (const value of QUERY_VALUES)
      cases.push(
        withBody({ label: `query ${p.name}=${value.slice(0, 20)}`, url: urlOf(op, {}, [[p.name, value]]) }),
      );
    cases.push(withBody({ label: `query ${p.name}: NUL`, url: urlOf(op, {}, [[p.name, NUL]]), expect: 400 }));
  }
  // Every API route refuses a parameter it does not declare, including routes that declare none.
  if (op.path.startsWith('/api/') && !ANY_QUERY_PATHS.some((prefix) => op.path.startsWith(prefix)))
    cases.push(
      withBody({ label: 'unknown query parameter', url: urlOf(op, {}, [['zz_unknown', '1']]), expect: 400 }),
    );

  if (op.body) cases.push(...bodyCases(op));
  if (op.multipart.length) cases.push(...multipartCases(op));
  return cases;
}

function bodyCases(op: Operation): BadCase[] {
  const schema = op.body!;
  const base = baseValue(schema);
  const url = urlOf(op, {}, []);
  const raw = (label: string, payload: string, expect?: 400): BadCase => ({
    label,
    url,
    headers: JSON_HEADERS,
    payload,
    ...(expect ? { expect } : {}),
  });
  const cases: BadCase[] = [
    raw('body: deep array', deepArray()),
    raw('body: deep object', deepObject()),
    raw('body: string', '"abc"'),
    raw('body: number', '1e308'),
    raw('body: array', '[]'),
    raw('body: null', 'null'),
    raw('body: broken JSON', '{"a":'),
    raw('body: NUL key', JSON.stringify({ ...(base as object), 'a\u0000': 1 }), 400),
    raw('body: prototype key', '{"__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'),
    { label: 'body: wrong content type', url, headers: { 'content-type': 'text/plain' }, payload: 'abc' },
  ];
  let nulSent = false;
  for (const { path, type } of fieldPaths(schema)) {
    const name = path.join('.');
    const kind = type === 'string' && /date|_at$|time$/.test(String(path.at(-1))) ? 'date' : type;
    const values = path.length === 1 ? (FIELD_VALUES[kind] ?? FIELD_VALUES.string!) : NESTED_VALUES;
    for (const value of values) {
      const label = typeof value === 'string' ? value.slice(0, 20) : JSON.stringify(value).slice(0, 20);
      cases.push(raw(`body ${name}: ${label}`, JSON.stringify(withValue(base, path, value, schema))));
    }
    // A NUL is refused before any schema reads the body: once per operation shows it.
    if (type === 'string' && !nulSent) {
      nulSent = true;
      cases.push(raw(`body ${name}: NUL`, JSON.stringify(withValue(base, path, NUL, schema)), 400));
    }
  }
  return cases;
}

/** Multipart form data with the given text fields and files. */
export function multipart(fields: [string, string][], files: [string, string, Buffer][] = []) {
  const boundary = '----beacon-sweep-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of fields)
    chunks.push(
      Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const [name, filename, content] of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"; filename="${filename}"\r\ncontent-type: text/plain\r\n\r\n`,
      ),
      content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(chunks),
  };
}

function multipartCases(op: Operation): BadCase[] {
  const url = urlOf(op, {}, []);
  const cases: BadCase[] = [];
  const nulFile = Buffer.from('ok\na\u0000b\n');
  for (const name of op.multipart) {
    for (const value of [
      'abc',
      '-1',
      '2147483648',
      '9223372036854775808',
      '1e308',
      MEGABYTE.slice(0, 50_000),
    ])
      cases.push({ label: `multipart ${name}=${value.slice(0, 20)}`, url, ...multipart([[name, value]]) });
    cases.push({ label: `multipart ${name}: NUL`, url, ...multipart([[name, NUL]]), expect: 400 });
    cases.push({
      label: `multipart ${name}: file with a NUL line`,
      url,
      ...multipart([], [[name, 'a.txt', nulFile]]),
    });
  }
  cases.push({
    label: 'multipart: NUL file name',
    url,
    ...multipart([], [['file', 'a\u0000.txt', nulFile]]),
  });
  return cases;
}
