import nodemailer, { type Transporter } from 'nodemailer';
import { mailOutbox } from '../../db/schema.ts';
import type { Executor } from '../db/client.ts';
import type { JobKind } from '../jobs/kind.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { MailJobData } from './send-job.ts';

export type MailMessage = {
  accountId: number | null;
  to: string;
  subject: string;
  text: string;
  html?: string;
};
export type Mailer = ReturnType<typeof createMailer>;

/**
 * Every message is written to the outbox inside the caller's transaction, so a failed call sends
 * nothing. With SMTP configured, the same transaction queues a `mail.send` job that sends it after
 * the commit, never holding up the caller (a slow mail server must neither slow the API nor, by
 * timing, tell whether a password-reset address exists). Without SMTP the outbox is the mailbox,
 * readable by admins in the console.
 */
export function createMailer(
  jobs: JobQueue,
  sendJob: JobKind<MailJobData>,
  options: { smtpUrl?: string; from: string },
) {
  const transport: Transporter | null = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null;
  return {
    mode: transport ? ('smtp' as const) : ('outbox' as const),
    async enqueue(tx: Executor, message: MailMessage): Promise<number> {
      const [row] = await tx
        .insert(mailOutbox)
        .values({ ...message, html: message.html ?? null, status: transport ? 'queued' : 'stored' })
        .returning({ id: mailOutbox.id });
      if (transport) await jobs.send(sendJob, { outboxId: row!.id }, { tx });
      return row!.id;
    },
    /** Hands one message to the SMTP server (the `mail.send` job calls it). */
    async transmit(message: { to: string; subject: string; text: string; html: string | null }) {
      if (!transport) throw new Error('No SMTP server is configured');
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
      });
    },
    async close() {
      transport?.close();
    },
  };
}
