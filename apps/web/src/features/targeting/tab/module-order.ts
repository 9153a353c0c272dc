import type { TargetingModule } from '@beacon/contracts';

/** The modules as the tab lists them (001 §2). */
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
