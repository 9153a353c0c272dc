import { describe, expect, it } from 'vitest';
import { isTokenValid, minutesLeft, toBearer } from './jwt.ts';

const jwt = (payload: object) => `h.${btoa(JSON.stringify(payload)).replace(/=+$/, '')}.s`;
const now = 1_700_000_000_000;

describe('token validity', () => {
  it('needs the bearer prefix and a future expiry', () => {
    expect(isTokenValid(toBearer(jwt({ exp: now / 1000 + 60 })), now)).toBe(true);
    expect(isTokenValid(jwt({ exp: now / 1000 + 60 }), now)).toBe(false);
    expect(isTokenValid(toBearer(jwt({ exp: now / 1000 - 1 })), now)).toBe(false);
  });

  it('treats a token without expiry, or garbage, as expired', () => {
    expect(isTokenValid(toBearer(jwt({ sub: '1' })), now)).toBe(false);
    expect(isTokenValid('Bearer garbage', now)).toBe(false);
  });

  it('counts minutes left', () => {
    expect(minutesLeft(toBearer(jwt({ exp: now / 1000 + 600 })), now)).toBe(10);
  });
});
