import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BadCase, casesOf, filterProbeUrl } from './bad-input/cases.ts';
import { type Operation, operationsOf } from './bad-input/openapi.ts';
import { changedCounts, rowCounts } from './bad-input/row-counts.ts';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';

/**
 * Bad input on every operation of the OpenAPI document, generated from it (a route added later is
 * swept without changing this file): ids out of range and not numbers in path parameters, wrong
 * types, NUL characters, 1 MB strings, huge and negative numbers, invalid dates and 10,000-level
 * nesting in query parameters, filters (named after the fields of the rows a list answers), JSON
 * body fields (nested ones too) and multipart fields, sent with a platform administrator's token.
 *
 * Every answer must be below 500, a NUL character or an unknown query parameter must be a 400,
 * and the row count of every table must be the same after an operation's cases as before: bad
 * input changes nothing, so no table is exempt (sign-in failure counters only count wrong
 * passwords of well-formed requests, and the activity log only records writes that happened).
 *
 * Not swept: writes that take no input at all (no path, query or body), since there is nothing
 * to make bad; among them sign-out and refresh, which would end the sweep's own session. A GET
 * without parameters is still sent an unknown query parameter, which it must refuse.
 */
const takesInput = (op: Operation) =>
  op.parameters.length > 0 || op.body !== null || op.multipart.length > 0 || op.method === 'GET';
/** `BAD_INPUT_SWEEP_PATHS=/api/campaigns,/api/users` sweeps only the paths containing one of these. */
const only = (process.env.BAD_INPUT_SWEEP_PATHS ?? '').split(',').filter(Boolean);
const selected = (op: Operation) => !only.length || only.some((part) => op.path.includes(part));

describe.each(testDatabaseKinds())('bad input on every operation (%s)', (kind) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    token = await t.login(ADMIN_EMAIL);
  });
  afterAll(async () => t?.close());

  const send = async (c: BadCase, method: Operation['method']) => {
    const response = await t.app.inject({
      method,
      url: c.url,
      headers: { authorization: `Bearer ${token}`, ...c.headers },
      remoteAddress: '127.0.0.1',
      ...(c.payload !== undefined ? { payload: c.payload } : {}),
    });
    return { status: response.statusCode, body: response.body };
  };

  /** The row fields a list's filters accept: the probe's 400 names the others. */
  const filterable = async (op: Operation) => {
    const param = op.parameters.find((p) => p.in === 'query' && p.schema.type === 'object');
    if (!param || !op.rowFields.length) return [];
    const probe = await send({ label: 'filter probe', url: filterProbeUrl(op, param.name) }, op.method);
    const errors = Object.keys(JSON.parse(probe.body || '{}').errors ?? {});
    return op.rowFields.filter((field) => !errors.includes(`${param.name}.${field}`));
  };

  it('answers 4xx and writes nothing', { timeout: 600_000 }, async () => {
    const operations = operationsOf(t.app.swagger()).filter(takesInput).filter(selected);
    if (!only.length) expect(operations.length).toBeGreaterThan(100);
    const failures: string[] = [];
    let sent = 0;
    const started = Date.now();
    for (const op of operations) {
      const name = `${op.method} ${op.path}`;
      const before = await rowCounts(t);
      const accepted: string[] = [];
      for (const c of casesOf(op, await filterable(op))) {
        sent++;
        const answer = await send(c, op.method);
        if (answer.status < 300) accepted.push(c.label);
        if (answer.status >= 500 || (c.expect && answer.status !== c.expect))
          failures.push(`${name} [${c.label}] → ${answer.status} ${answer.body.slice(0, 300)}`);
      }
      const changed = changedCounts(before, await rowCounts(t));
      if (changed.length)
        failures.push(
          `${name} changed rows: ${changed.join(', ')}; accepted: ${accepted.join(' | ').slice(0, 500)}`,
        );
    }
    console.info(
      `bad-input sweep (${kind}): ${operations.length} operations, ${sent} requests, ${Date.now() - started} ms`,
    );
    expect(failures).toEqual([]);
  });
});
