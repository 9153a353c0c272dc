import { hash, verify } from '@node-rs/argon2';
import type { Config } from '../../config.ts';
import { serviceBusy } from '../errors.ts';

// @node-rs/argon2 defaults to Argon2id; its Algorithm enum is a const enum that isolatedModules
// cannot import, so the default is relied upon deliberately.
/** Hashes without a bound: for seeding and scripts. Requests go through a `PasswordHasher`. */
export const hashPassword = (password: string) => hash(password);

async function verifyHash(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Seconds a client refused for a full hashing queue is asked to wait. */
const BUSY_RETRY_AFTER_SECONDS = 1;
/** How long a request may wait in the queue for a slot before it is refused after all. */
const MAX_WAIT_MS = 2000;

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;

/**
 * Argon2 is built to cost CPU and memory, so requests that hash or verify a password are bounded:
 * at most `concurrency` run at once and at most `queue` wait for a turn, each for at most
 * `maxWaitMs`; any other is refused with 503 and `Retry-After` rather than queued behind hundreds
 * of others (which starved every other request and answered nothing in time).
 */
export function createPasswordHasher(limits: { concurrency: number; queue: number; maxWaitMs?: number }) {
  const maxWaitMs = limits.maxWaitMs ?? MAX_WAIT_MS;
  let running = 0;
  const waiting: { admit: () => void; timer: NodeJS.Timeout }[] = [];

  const full = () => running >= limits.concurrency && waiting.length >= limits.queue;

  const waitForSlot = () =>
    new Promise<void>((resolve, reject) => {
      const entry = {
        admit: () => {
          clearTimeout(entry.timer);
          resolve();
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(entry), 1);
          reject(serviceBusy(BUSY_RETRY_AFTER_SECONDS));
        }, maxWaitMs),
      };
      waiting.push(entry);
    });

  /** Runs `task` in a hashing slot, or throws 503 when every slot and queue place is taken. */
  async function inSlot<T>(task: () => Promise<T>): Promise<T> {
    if (running < limits.concurrency) running += 1;
    else if (waiting.length < limits.queue) await waitForSlot();
    else throw serviceBusy(BUSY_RETRY_AFTER_SECONDS);
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, so `running` only drops when none waits.
      const next = waiting.shift();
      if (next) next.admit();
      else running -= 1;
    }
  }

  // Verified when the e-mail has no user (or no password), so such a sign-in costs what a real
  // one does and waits for the same slots: neither timing nor a 503 tells whether a user exists.
  const dummyHash = hash('not-a-real-password-0A!');
  // A failure here would surface on the first sign-in of an unknown e-mail, not as an unhandled rejection.
  dummyHash.catch(() => undefined);

  return {
    inSlot,
    /**
     * Throws the same 503 at once when there is no room now, so a request that will need a hash
     * is refused before it spends database work (it may still be refused later, when it gets there).
     */
    assertRoom: () => {
      if (full()) throw serviceBusy(BUSY_RETRY_AFTER_SECONDS);
    },
    hash: (password: string) => inSlot(() => hash(password)),
    /** False for a missing hash too, after the same work as a real verification. */
    verify: async (passwordHash: string | null, password: string) => {
      const target = passwordHash ?? (await dummyHash);
      const valid = await inSlot(() => verifyHash(target, password));
      return passwordHash !== null && valid;
    },
    /** How many run and wait now (for tests and diagnostics). */
    load: () => ({ running, waiting: waiting.length }),
  };
}

const hashers = new WeakMap<Config, PasswordHasher>();

/** The hasher of one server (one per configuration object, so each test app has its own). */
export function passwordHasher(config: Config): PasswordHasher {
  let hasher = hashers.get(config);
  if (!hasher) {
    hasher = createPasswordHasher(config.passwordHashing);
    hashers.set(config, hasher);
  }
  return hasher;
}
