import { createQueryKeys } from '../../../lib/query-keys.ts';

/** Query keys of modifiers: `['modifiers','list',state]`, `['modifiers','detail',id]`. */
export const modifierKeys = createQueryKeys('modifiers');
