import { defineJob } from '../../platform/jobs/kind.ts';
import { generateNotifications } from './generate.ts';

/**
 * Every 15 minutes the rules run over the campaigns' delivery (`generate.ts`). The queue is
 * recurring (one waiting and one running job at most) and each alert is keyed by its rule,
 * campaign and period, so a notification is raised once whatever the number of runs or processes.
 */
export const notificationRulesJob = defineJob<Record<string, never>>({
  name: 'notifications.rules',
  cron: '*/15 * * * *',
  retryLimit: 1,
  retryDelaySeconds: 30,
  timeoutSeconds: 600,
  run: (deps) => generateNotifications(deps),
});
