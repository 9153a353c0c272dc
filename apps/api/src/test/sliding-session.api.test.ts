import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds } from './databases.ts';
import { ADMIN_EMAIL, startTestApp, type TestApp } from './harness.ts';

const MINUTE = 60_000;

/**
 * Sliding session (docs/REQUIREMENTS.md#sign-in): with a 60-minute token, an answer to a call made
 * with a token past half its life carries a renewed one in `Authorization`; a token nobody uses
 * simply expires. The clock is moved with fake dates, so nothing waits.
 */
describe.each(testDatabaseKinds())('sliding session on %s', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(kind, { TOKEN_TTL_MINUTES: '60' });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  const me = (token: string) => t.request('POST', '/api/auth/me', { token });
  const renewedOf = (res: { headers: Record<string, unknown> }) => {
    const header = res.headers.authorization;
    return typeof header === 'string' ? header.replace(/^Bearer /, '') : null;
  };

  it('renews the token of an active user, who keeps working past the first token’s expiry', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const token = await t.login(ADMIN_EMAIL);
    // A fresh token is not renewed.
    const early = await me(token);
    expect(early.status).toBe(200);
    expect(renewedOf(early)).toBeNull();

    // Past half its life, the answer carries a new token; the old one still works meanwhile.
    vi.setSystemTime(start + 35 * MINUTE);
    const mid = await me(token);
    expect(mid.status).toBe(200);
    const renewed = renewedOf(mid);
    expect(renewed).toBeTruthy();
    expect(renewed).not.toBe(token);
    const withRenewed = await me(renewed!);
    expect(withRenewed.status).toBe(200);
    expect(renewedOf(withRenewed)).toBeNull();

    // After the first token's expiry the renewed one still opens the session.
    vi.setSystemTime(start + 70 * MINUTE);
    expect((await me(token)).status).toBe(401);
    const late = await me(renewed!);
    expect(late.status).toBe(200);
    expect(late.json.data.email).toBe(ADMIN_EMAIL);
  });

  it('lets an idle token expire: without calls nothing is renewed', async () => {
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(start);
    const token = await t.login(ADMIN_EMAIL);
    vi.setSystemTime(start + 61 * MINUTE);
    const res = await me(token);
    expect(res.status).toBe(401);
    expect(res.json.code).toBe('errors.token_expired');
    expect(renewedOf(res)).toBeNull();
  });
});
