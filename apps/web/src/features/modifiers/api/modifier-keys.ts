import { createQueryKeys } from '../../../ui/data-grid/index.ts';

/** Query keys of modifiers: `['modifiers','list',state]`, `['modifiers','detail',id]`. */
export const modifierKeys = createQueryKeys('modifiers');
/** The bid models a modifier may use (live ones), for the form's select. */
export const bidModelOptionsKey = ['bid_models', 'options'] as const;
