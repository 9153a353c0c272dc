import type { TwoFactorChallenge } from '@beacon/contracts';

export type Challenge = TwoFactorChallenge[number];

// Kept for the tab only, so a reload of the code screen does not lose the pending challenge.
const KEY = 'two_factor_challenge';

export function saveChallenge(challenge: Challenge) {
  sessionStorage.setItem(KEY, JSON.stringify(challenge));
}

export function loadChallenge(): Challenge | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    if (value && typeof value === 'object' && 'two_factor' in value && 'email' in value)
      return value as Challenge;
  } catch {
    // Corrupt data is cleared below.
  }
  clearChallenge();
  return null;
}

export function clearChallenge() {
  sessionStorage.removeItem(KEY);
}
