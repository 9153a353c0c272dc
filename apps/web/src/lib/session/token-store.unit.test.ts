import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const jwt = (exp: number) => `Bearer h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** The sliding session's client side (docs/REQUIREMENTS.md#sign-in), over an in-memory localStorage. */
describe('keepRenewedToken', () => {
  let store: typeof import('./token-store.ts');
  let activity: typeof import('./activity.ts');

  beforeAll(async () => {
    const items = new Map<string, string>();
    vi.stubGlobal('window', {
      localStorage: {
        getItem: (key: string) => items.get(key) ?? null,
        setItem: (key: string, value: string) => void items.set(key, value),
        removeItem: (key: string) => void items.delete(key),
      },
      addEventListener: () => {},
    });
    store = await import('./token-store.ts');
    activity = await import('./activity.ts');
  });
  afterAll(() => vi.unstubAllGlobals());

  it('keeps the renewed token of an active person in place of the one sent', () => {
    const sent = jwt(inAnHour());
    const renewed = jwt(inAnHour() + 60);
    store.writeToken(sent);
    activity.markActivity();
    store.keepRenewedToken(sent, renewed);
    expect(store.readToken()).toBe(renewed);
  });

  it('leaves the token alone for an idle person, a missing header or a token changed since', () => {
    const sent = jwt(inAnHour());
    store.writeToken(sent);
    activity.markActivity(Date.now() - 16 * 60_000);
    store.keepRenewedToken(sent, jwt(inAnHour() + 60));
    expect(store.readToken()).toBe(sent);

    activity.markActivity();
    store.keepRenewedToken(sent, null);
    store.keepRenewedToken(sent, 'not a bearer');
    expect(store.readToken()).toBe(sent);

    // Signed in again meanwhile: an answer to the earlier token does not overwrite the new one.
    const other = jwt(inAnHour() + 120);
    store.writeToken(other);
    store.keepRenewedToken(sent, jwt(inAnHour() + 60));
    expect(store.readToken()).toBe(other);
  });
});
