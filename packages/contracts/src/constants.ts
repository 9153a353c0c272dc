export const LANGUAGES = ['en', 'es', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
export const languageSchemaValues = LANGUAGES;

export const ACCOUNT_TYPES = ['default', 'retail_media', 'report', 'personas'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];

/** Token about to expire when under this many minutes remain (docs/REQUIREMENTS.md#sign-in). */
export const TOKEN_EXPIRY_WARNING_MINUTES = 15;
/** A lazy screen that has not loaded after this long is a chunk-load error (docs/REQUIREMENTS.md#console). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** Signed file URLs (avatars, downloads) stay valid this long (docs/REQUIREMENTS.md#api-conventions). */
export const SIGNED_URL_SECONDS = 300;
export const TWO_FACTOR_MAX_ATTEMPTS = 3;
export const TOTP_PERIOD_SECONDS = 30;
export const RESET_TOKEN_MINUTES = 60;
export const INIT_TOKEN_DAYS = 7;
export const AVATAR_SIZE = 200;
/**
 * Account 300 is on the forbidden-accounts list of the original console (docs/REQUIREMENTS.md#navigation).
 */
export const DEFAULT_FORBIDDEN_ACCOUNT_IDS = [300];
/**
 * Whether an account is closed to a user for what the forbidden-accounts rule guards (PDF
 * reports): it is on the user's list, or it is one that counts as not authorized for everyone.
 */
export const isAccountForbidden = (forbidden: readonly number[], accountId: number) =>
  forbidden.includes(accountId) || DEFAULT_FORBIDDEN_ACCOUNT_IDS.includes(accountId);

/** Column widths of list screens in pixels (docs/REQUIREMENTS.md#lists). */
export const COLUMN_WIDTHS = {
  min: 100,
  identifier: 70,
  active: 125,
  id: 130,
  actions: 90,
  defaultMin: 150,
  defaultMax: 250,
  max: 400,
} as const;
