export { decodeJwtPayload, isTokenValid, minutesLeft, toBearer, tokenExpiresAt } from './jwt.ts';
export { sessionKeys } from './query-keys.ts';
export { clearToken, readToken, TOKEN_KEY, writeToken } from './token-store.ts';
export { fetchProfile, profileQueryOptions, useProfile, useProfileQuery } from './use-profile.ts';
export { storeToken, useSession } from './use-session.ts';
export { useSignedIn, useToken } from './use-token.ts';
