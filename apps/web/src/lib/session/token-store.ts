import { z } from 'zod';
import { storedValue } from '../storage/stored-value.ts';
import { isActive } from './activity.ts';
import { isTokenValid } from './jwt.ts';

/**
 * localStorage key of the session token (docs/REQUIREMENTS.md#sign-in). The value is `Bearer <jwt>`,
 * stored compressed and checked like all of the console's stored data (`storage/stored-value.ts`).
 */
export const TOKEN_KEY = 'token';
const stored = storedValue(TOKEN_KEY, z.string().startsWith('Bearer '));

type Listener = () => void;
const listeners = new Set<Listener>();
let snapshot: string | null = null;

function emit() {
  for (const listener of listeners) listener();
}

const safeRead = (): string | null => (typeof window === 'undefined' ? null : stored.read());

/**
 * Re-reads the stored token and validates it; corrupt or expired data is cleared so that no
 * request ever carries it (docs/REQUIREMENTS.md#api-conventions).
 */
export function readToken(): string | null {
  const stored = safeRead();
  if (stored !== null && !isTokenValid(stored)) {
    clearToken();
    return null;
  }
  if (stored !== snapshot) {
    snapshot = stored;
    queueMicrotask(emit);
  }
  return stored;
}

export function writeToken(bearer: string) {
  stored.write(bearer);
  snapshot = bearer;
  emit();
}

/**
 * Keeps the token an answer renewed (`Authorization` header, sliding session,
 * docs/REQUIREMENTS.md#sign-in) while the person is working, and only in place of the token the
 * call was sent with (not over a sign-out or an account switch since).
 */
export function keepRenewedToken(sent: string | null, renewed: string | null) {
  if (renewed?.startsWith('Bearer ') && sent && renewed !== sent && isActive() && readToken() === sent)
    writeToken(renewed);
}

export function clearToken() {
  // Storage may be unavailable (private mode); the in-memory snapshot still signs out.
  stored.clear();
  if (snapshot !== null) {
    snapshot = null;
    emit();
  }
}

export function subscribeToken(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Snapshot for useSyncExternalStore; validated on every read. */
export const getTokenSnapshot = () => {
  readToken();
  return snapshot;
};

// Another tab signing in or out changes this tab's session too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === TOKEN_KEY || event.key === null) readToken();
  });
}
