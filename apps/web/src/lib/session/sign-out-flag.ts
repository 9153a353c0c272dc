/**
 * Set by a deliberate sign-out and reset by the next sign-in; read by the sign-in guard, which then sends the
 * user to Login with the signed-out flag (docs/REQUIREMENTS.md#sign-in). Clearing the token re-renders the
 * guard, so the guard, not the sign-out handler, chooses where to go: two navigations would race. Read
 * without side effects, so a double render cannot lose it.
 */
let signedOut = false;

export const markSignedOut = (value = true) => {
  signedOut = value;
};

export const wasSignedOut = () => signedOut;
