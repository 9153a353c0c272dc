import { describe, expect, it } from 'vitest';
import { isTokenValid, minutesLeft, toBearer, warningMinutes } from './jwt.ts';

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

describe('renewal warning', () => {
  const iat = now / 1000;
  it('warns 15 minutes before expiry for a token of a working day', () => {
    expect(warningMinutes(toBearer(jwt({ iat, exp: iat + 8 * 3600 })), 15)).toBe(15);
  });
  it('warns half-way through a token shorter than 30 minutes', () => {
    expect(warningMinutes(toBearer(jwt({ iat, exp: iat + 300 })), 15)).toBe(2.5);
  });
  it('falls back to the threshold when the token says nothing of its life', () => {
    expect(warningMinutes(toBearer(jwt({ exp: iat + 300 })), 15)).toBe(15);
  });
});
