import type { TargetingModule } from '@beacon/contracts';

/** The modules in the order the tabs list them (the modifier form uses the same order). */
export const MODULE_ORDER: readonly TargetingModule[] = [
  'app_site',
  'content',
  'environment',
  'exchange',
  'geo',
  'platform',
  'time',
  'user',
];
