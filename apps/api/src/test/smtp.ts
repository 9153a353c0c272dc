import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { SMTPServer } from 'smtp-server';

/** One message as the server received it. */
export type ReceivedMail = {
  from: string;
  /** Envelope recipients, sorted. */
  rcpt: string[];
  raw: string;
  /** `performance.now()` when its last byte arrived. */
  at: number;
};

export type SmtpOptions = {
  /**
   * Hold the first message without ever answering it (the sender waits with its outbox row
   * `sending`, as when its process dies mid-send); every later message is accepted.
   */
  holdFirst?: boolean;
};

/**
 * A real SMTP server on a free local port for tests and benchmarks that send mail: it keeps each
 * message as received. `refuseNext(address)` refuses that recipient's next message with a
 * temporary error (451), then accepts it again.
 */
export async function startSmtp(options: SmtpOptions = {}) {
  const received: ReceivedMail[] = [];
  const refuseOnce = new Set<string>();
  const refused: string[] = [];
  let holding = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (refuseOnce.delete(address.address)) {
        refused.push(address.address);
        return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        if (options.holdFirst && !holding) {
          holding = true; // never answered: the connection dies with the killed sender
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcpt: session.envelope.rcptTo.map((r) => r.address).sort(),
          raw: Buffer.concat(chunks).toString('utf8'),
          at: performance.now(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    received,
    refused,
    refuseNext: (address: string) => refuseOnce.add(address),
    isHolding: () => holding,
    port,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
