import { CHUNK_LOAD_TIMEOUT_MS } from '@beacon/contracts';
import type { ComponentType } from 'react';
import { loadScreenTexts } from '../i18n/index.ts';

/**
 * A screen's code that did not arrive in time (docs/REQUIREMENTS.md#console: 120 s); shown as a chunk-load
 * error.
 */
export class ChunkLoadTimeoutError extends Error {
  constructor() {
    super(`Chunk load timed out after ${CHUNK_LOAD_TIMEOUT_MS} ms`);
    this.name = 'ChunkLoadTimeoutError';
  }
}

/** Rejects when `load` takes longer than the chunk-load timeout. */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadTimeoutError()), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A React Router `lazy` for a screen module, with the time-out. Example:
 * `lazy: lazyScreen(() => import('./users-index-page.tsx'), 'UsersIndexPage', ['users', 'grid'])`.
 * `texts` are the translation namespaces the screen shows beyond the core ones (its own and those
 * of the shared components it renders; `[]` for a screen of core texts only, such as sign-in): they
 * load alongside the module, so the screen never renders a key. The catalogue test derives them
 * from the screen's source and fails when the list differs (docs/BENCHMARKS.md "Console bundle").
 */
export function lazyScreen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
  texts: readonly string[],
) {
  return () =>
    withChunkTimeout(() =>
      Promise.all([load(), texts.length > 0 ? loadScreenTexts(texts) : null]).then(([module]) => module),
    ).then((module) => ({ Component: module[exportName] as ComponentType }));
}

/** Failures of dynamic import differ per browser; these are the known texts. */
export function isChunkLoadError(error: unknown): boolean {
  if (error instanceof ChunkLoadTimeoutError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|ChunkLoadError|Unable to preload CSS/i.test(
    message,
  );
}
