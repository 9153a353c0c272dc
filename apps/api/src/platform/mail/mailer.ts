import nodemailer, { type Transporter } from 'nodemailer';
import { type MailAttachment, mailOutbox } from '../../db/schema.ts';
import type { Executor } from '../db/client.ts';
import type { JobKind } from '../jobs/kind.ts';
import type { JobQueue } from '../jobs/queue.ts';
import type { MailJobData } from './send-job.ts';

export type MailMessage = {
  accountId: number | null;
  /** One address, or several separated by commas. */
  to: string;
  cc?: string[];
  bcc?: string[];
  subject: string;
  text: string;
  html?: string;
  /** Stored files sent with the message; read from storage when it is sent. */
  attachments?: MailAttachment[];
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
        .values({
          ...message,
          html: message.html ?? null,
          attachments: message.attachments ?? [],
          status: transport ? 'queued' : 'stored',
        })
        .returning({ id: mailOutbox.id });
      if (transport) await jobs.send(sendJob, { outboxId: row!.id }, { tx });
      return row!.id;
    },
    /**
     * Hands one message to the SMTP server (the `mail.send` job calls it), with its attachments
     * read from `files` by their storage keys.
     */
    async transmit(
      message: {
        to: string;
        cc?: string[];
        bcc?: string[];
        subject: string;
        text: string;
        html: string | null;
        attachments?: MailAttachment[];
      },
      files?: { get(key: string): Promise<Buffer | null> },
    ) {
      if (!transport) throw new Error('No SMTP server is configured');
      const attachments = [];
      for (const a of message.attachments ?? []) {
        const content = files ? await files.get(a.key) : null;
        // Never a message that says a file is attached without it (docs/REPORTS.md#e-mail).
        if (!content) throw new Error(`The attachment ${a.filename} is no longer available`);
        attachments.push({ filename: a.filename, content, contentType: a.contentType });
      }
      await transport.sendMail({
        from: options.from,
        to: message.to,
        ...(message.cc?.length ? { cc: message.cc } : {}),
        ...(message.bcc?.length ? { bcc: message.bcc } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
        ...(attachments.length ? { attachments } : {}),
      });
    },
    async close() {
      transport?.close();
    },
  };
}
