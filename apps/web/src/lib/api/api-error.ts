import type { FieldErrors } from '@beacon/contracts';

/**
 * Every failed call is normalised to this (docs/REQUIREMENTS.md#errors): the status (0 when no answer
 * arrived), a message that is a translation key or server text, field errors (field → translation keys) and
 * whether the request was cancelled by a newer one (cancelled errors are never shown).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: FieldErrors;
  readonly cancelled: boolean;
  readonly data: unknown;
  /** The server's translation key for the failure (e.g. `errors.invalid_credentials`), when given. */
  readonly code: string | null;

  constructor(init: {
    status: number;
    message: string;
    code?: string | null;
    errors?: FieldErrors | null;
    cancelled?: boolean;
    data?: unknown;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.errors = init.errors ?? {};
    this.cancelled = init.cancelled ?? false;
    this.data = init.data ?? null;
    this.code = init.code ?? null;
  }

  get isValidation() {
    return this.status === 422 || this.status === 400;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Message keys the client itself produces (texts live in `common.json` under `errors`). */
export const CLIENT_MESSAGES = {
  network: 'errors.network',
  unauthorized: 'errors.unauthorized',
  forbidden: 'errors.forbidden',
  notFound: 'errors.not_found',
  rateLimited: 'errors.rate_limited',
  noSuccessFlag: 'errors.no_success_flag',
  unknown: 'errors.unknown',
  cancelled: 'errors.cancelled',
} as const;
