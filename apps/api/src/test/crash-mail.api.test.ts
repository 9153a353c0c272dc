import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CrashServer, startServer } from './crash.ts';
import { testDatabaseKinds } from './databases.ts';
import { uniqueEmail } from './helpers.ts';
import { startSmtp } from './smtp.ts';

describe.each(testDatabaseKinds())('an e-mail being sent when the server is killed with -9 on %s', (kind) => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let server: CrashServer;

  beforeAll(async () => {
    smtp = await startSmtp({ holdFirst: true });
    // No demo world: the e-mail needs none, and the server is up in seconds.
    server = await startServer(kind, {
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_RETRY_DELAY_SECONDS: '1',
      SEED_DEMO: 'false',
    });
    await server.signIn();
  }, 300_000);
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  it('is sent after the restart, once, and the outbox says so', async () => {
    const roles = await server.api('GET', '/api/list/roles');
    const viewer = (roles.json.data as { id: number; name: string }[]).find((r) => /viewer/i.test(r.name))!;
    const email = uniqueEmail('crash-mail');
    const created = await server.api('POST', '/api/users', {
      email,
      name: 'Crash',
      last_name: 'Mail',
      role_id: viewer.id,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    const outbox = async () =>
      (await server.api('GET', `/api/outbox?mode=all&filters[to]=${encodeURIComponent(email)}`)).json.data[0];

    await server.waitFor('the SMTP server to hold the message', async () => smtp.isHolding(), 300_000);
    expect((await outbox()).status).toBe('sending');
    await server.kill9();

    await server.restart();
    await server.signIn();
    const sent = await server.waitFor(
      'the message to be sent after the restart',
      async () => {
        const row = await outbox();
        return row?.status === 'sent' && row;
      },
      120_000,
    );
    expect(sent.error ?? null).toBeNull();
    expect(smtp.received.flatMap((m) => m.rcpt).filter((to) => to === email)).toHaveLength(1);
  }, 600_000);
});
