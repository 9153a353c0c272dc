import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError } from '../../app/lazy-screen.ts';
import { ChunkLoadErrorPage } from './chunk-load-error-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { UnexpectedErrorPage } from './unexpected-error-page.tsx';

/** The router's error element: chunk failures, unknown paths and crashes each get their page. */
export function RouteError() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadErrorPage />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return <UnexpectedErrorPage error={error} />;
}
