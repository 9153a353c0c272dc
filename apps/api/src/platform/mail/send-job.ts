import { and, eq, inArray } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import { mailOutbox } from '../../db/schema.ts';
import { defineJob } from '../jobs/kind.ts';

export type MailJobData = { outboxId: number };

/**
 * Sends one outbox message over SMTP. A failed attempt stays `queued` with its error on the row
 * and is retried with back-off; once the attempts are spent the row is `failed` with the reason.
 * A message left `sending` by a crash is sent again by the retry (at least once, never lost).
 */
export const mailSendJob = (config: Pick<Config, 'mailRetry'>) =>
  defineJob<MailJobData>({
    name: 'mail.send',
    retryLimit: config.mailRetry.limit,
    retryDelaySeconds: config.mailRetry.delaySeconds,
    timeoutSeconds: 120,
    concurrency: 2,
    async run(deps, { outboxId }) {
      const [message] = await deps.db
        .update(mailOutbox)
        .set({ status: 'sending' })
        .where(and(eq(mailOutbox.id, outboxId), inArray(mailOutbox.status, ['queued', 'sending'])))
        .returning();
      if (!message) return; // sent already, or not meant for SMTP
      try {
        await deps.mailer.transmit(message, deps.storage);
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await deps.db
          .update(mailOutbox)
          .set({ status: 'queued', error: reason.slice(0, 500) })
          .where(eq(mailOutbox.id, outboxId));
        throw error;
      }
      await deps.db
        .update(mailOutbox)
        .set({ status: 'sent', sentAt: new Date(), error: null })
        .where(eq(mailOutbox.id, outboxId));
    },
    async failed(deps, { outboxId }, reason) {
      await deps.db
        .update(mailOutbox)
        .set({ status: 'failed', error: reason })
        .where(and(eq(mailOutbox.id, outboxId), inArray(mailOutbox.status, ['queued', 'sending'])));
    },
  });
