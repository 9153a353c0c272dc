import { defineJob } from '../../platform/jobs/kind.ts';
import { attributeConversions } from './attribute.ts';

/**
 * Attributes new conversions every minute, once across all processes (the queue runs one at a
 * time), so credits appear within about a minute of a fire. A missed minute is not retried: the
 * next run takes everything since the mark. A batch a stopped run left pending is undone and
 * redone by the next run (docs/EVENTS.md, "Crash safety").
 */
export const eventsAttributeJob = defineJob<Record<string, never>>({
  name: 'events.attribute',
  cron: '* * * * *',
  retryLimit: 0,
  retryDelaySeconds: 1,
  timeoutSeconds: 900,
  async run(deps) {
    const run = await attributeConversions(deps);
    if (!run) return { conversions: 0 };
    return {
      from: run.from.toISOString(),
      to: run.to.toISOString(),
      redone: run.redone,
      conversions: run.conversions,
      counted: run.counted,
      credited: run.credited,
    };
  },
});
