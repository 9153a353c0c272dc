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
 * `lazy: lazyScreen(() => import('./login-page.tsx'), 'LoginPage')`. The screen's texts load
 * alongside (`loadScreenTexts`), unless `texts: 'core'`: the sign-in screens show only the texts
 * loaded before the first render.
 */
export function lazyScreen<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: keyof M & string,
  options: { texts?: 'core' } = {},
) {
  return () =>
    withChunkTimeout(() =>
      Promise.all([load(), options.texts === 'core' ? null : loadScreenTexts()]).then(([module]) => module),
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
