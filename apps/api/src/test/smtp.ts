import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on a free local port for API tests that send mail: it keeps each message as
 * received, with its envelope recipients in sorted order.
 */
export async function startSmtp() {
  const received: { raw: string; rcpt: string[] }[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          raw: Buffer.concat(chunks).toString('utf8'),
          rcpt: session.envelope.rcptTo.map((r) => r.address).sort(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { received, port, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
