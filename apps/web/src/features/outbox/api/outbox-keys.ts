import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of the outbox: `['outbox','list',state]`. */
export const outboxKeys = createQueryKeys('outbox');
