import { type Logger, pino } from 'pino';

export type Log = Logger;

/**
 * The process's one logger: Fastify's requests, the jobs and the start-up lines all write through
 * it, as JSON lines a log collector reads. On a terminal (`npm start` by hand) the same records
 * are printed by pino-pretty as readable lines instead, the first-run sign-in line included.
 */
export async function createLogger(level: string): Promise<Log> {
  if (level === 'silent' || !process.stdout.isTTY) return pino({ level });
  const { default: pretty } = await import('pino-pretty');
  return pino({ level }, pretty({ ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss' }));
}
