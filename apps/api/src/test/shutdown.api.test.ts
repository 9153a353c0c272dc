import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CRASH_ADMIN_EMAIL, CRASH_PASSWORD, type CrashServer, startServer } from './crash.ts';
import { testDatabaseKinds } from './databases.ts';

/**
 * A sign-in whose body arrives in two parts: the request is in flight (its headers read, its body
 * not) from `start` until `finish`. Answers its status once it is answered.
 */
function slowSignIn(baseUrl: string) {
  const body = JSON.stringify({ email: CRASH_ADMIN_EMAIL, password: CRASH_PASSWORD });
  const sending = request(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answered = new Promise<number | 'no answer'>((resolve) => {
    sending.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    sending.on('error', () => resolve('no answer'));
  });
  sending.write(body.slice(0, 10));
  return { answered, finish: () => sending.end(body.slice(10)) };
}

const statusOf = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    () => 'refused' as const,
  );

describe.each(testDatabaseKinds())('stopping the server on %s', (kind) => {
  let server: CrashServer;

  beforeAll(async () => {
    server = await startServer(kind, { SEED_DEMO: 'false' });
  }, 300_000);
  afterAll(async () => {
    await server?.close();
  });

  it('finishes a request in flight at SIGTERM, refuses new ones, then exits 0', async () => {
    const before = server.output().length;
    const slow = slowSignIn(server.baseUrl);
    await server.waitForOutput('"url":"/api/auth/login"', before);
    const exited = server.signal('SIGTERM');
    await server.waitForOutput('Stopping: finishing the requests', before);

    expect(await statusOf(`${server.baseUrl}/api/health`)).toBe('refused');
    slow.finish();
    expect(await slow.answered).toBe(200);
    expect(await exited).toBe(0);
    expect(server.output().slice(before)).toContain('"msg":"Stopped"');
  }, 120_000);

  it('exits at once on a second signal, without waiting for the request in flight', async () => {
    await server.restart();
    const before = server.output().length;
    const slow = slowSignIn(server.baseUrl);
    await server.waitForOutput('"url":"/api/auth/login"', before);
    const exited = server.signal('SIGTERM');
    await server.waitForOutput('Stopping: finishing the requests', before);
    // A repeat within a second is the same stop request (one Ctrl-C reaches the server several times).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    server.signal('SIGTERM');

    expect(await exited).toBe(1);
    expect(await slow.answered).toBe('no answer');
    expect(server.output().slice(before)).not.toContain('"msg":"Stopped"');
  }, 120_000);
});
