import { and, eq } from 'drizzle-orm';
import nodemailer, { type Transporter } from 'nodemailer';
import { mailOutbox } from '../../db/schema.ts';
import type { Db, Executor } from '../db/client.ts';

export type MailMessage = {
  accountId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
};
export type Mailer = ReturnType<typeof createMailer>;

/**
 * Every message is written to the outbox first (inside the caller's transaction, so a failed
 * call sends nothing). With SMTP configured, `deliver` then sends it and records the outcome;
 * without SMTP the outbox is the mailbox, readable by admins in the console.
 */
export function createMailer(db: Db, options: { smtpUrl?: string; from: string }) {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  const pending = new Set<Promise<void>>();

  async function sendAll(ids: number[]) {
    if (!transport) return;
    for (const id of ids) {
      // Claiming the row first means two processes never send the same message twice.
      const [m] = await db
        .update(mailOutbox)
        .set({ status: 'sending' })
        .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'queued')))
        .returning();
      if (!m) continue;
      try {
        await transport.sendMail({
          from: options.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html ?? undefined,
        });
        await db.update(mailOutbox).set({ status: 'sent', sentAt: new Date() }).where(eq(mailOutbox.id, id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: reason.slice(0, 500) })
          .where(eq(mailOutbox.id, id));
      }
    }
  }
  return {
    mode: transport ? ('smtp' as const) : ('outbox' as const),
    async enqueue(tx: Executor, message: MailMessage): Promise<number> {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ ...message, html: message.html ?? null, status: transport ? 'queued' : 'stored' })
        .returning({ id: mailOutbox.id });
      return row!.id;
    },
    /**
     * Sends queued messages after the transaction that wrote them has committed. It does not
     * hold up the caller: a slow mail server must neither slow the API nor, by timing, tell
     * whether a password-reset address exists. Failures are recorded on the outbox row.
     */
    deliver(ids: number[]): void {
      if (!transport || ids.length === 0) return;
      const job = sendAll(ids).finally(() => pending.delete(job));
      pending.add(job);
    },
    /** Sends what an earlier process wrote but did not get to send (it stopped in between). */
    async resumeQueued(): Promise<void> {
      if (!transport) return;
      const rows = await db
        .select({ id: mailOutbox.id })
        .from(mailOutbox)
        .where(eq(mailOutbox.status, 'queued'));
      this.deliver(rows.map((r) => r.id));
    },
    /** Resolves when every delivery started so far has finished (shutdown, tests). */
    async settled(): Promise<void> {
      while (pending.size) await Promise.allSettled([...pending]);
    },
    async close() {
      await this.settled();
      transport?.close();
    },
  };
}
