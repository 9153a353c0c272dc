import type { Config } from './config.ts';
import type { JobKind } from './platform/jobs/kind.ts';

/**
 * Every kind of background work, as `app.ts` lists every module. A kind left out of this list
 * cannot be sent (the job system refuses it), so none runs unnoticed.
 */
export function jobKinds(_config: Config): JobKind<any>[] {
  return [];
}
