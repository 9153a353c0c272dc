import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api/api-error.ts';
import { onUnauthorized } from '../lib/session/unauthorized.ts';
import { notifyError } from '../ui/notify.ts';

/** Client errors (4xx) and cancellations are answers, not glitches: never retried. */
const shouldRetry = (failureCount: number, error: unknown) =>
  !(error instanceof ApiError && (error.cancelled || (error.status >= 400 && error.status < 500))) &&
  failureCount < 2;

/**
 * Server data lives here. A failed query is reported through the shared notifier unless it sets
 * `meta: { silentError: true }`; mutations report their own errors (forms map them onto fields).
 */
export const queryClient = new QueryClient({
  queryCache: new QueryCache({
    onError: (error, query) => {
      if (query.meta?.silentError) return;
      if (error instanceof ApiError && error.status === 401) return;
      notifyError(error);
    },
  }),
  defaultOptions: {
    queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

// A 401 ends the session: nothing cached for the old user may show to the next one.
onUnauthorized(() => queryClient.clear());
