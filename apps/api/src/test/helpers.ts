import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './harness.ts';

/** Rows of a raw SQL query on the test app's database (PGlite and PostgreSQL answer alike). */
export async function rows<T = Record<string, any>>(t: TestApp, query: SQL): Promise<T[]> {
  const result = (await t.deps.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function countOf(t: TestApp, query: SQL): Promise<number> {
  const [row] = await rows<{ n: number | string }>(t, query);
  return Number(row?.n ?? 0);
}

/** A new address on every call, so tests sharing one app never collide. */
let counter = 0;
export const uniqueEmail = (prefix = 'user') =>
  `${prefix}.${Date.now().toString(36)}${(counter++).toString(36)}${randomBytes(2).toString('hex')}@example.com`;

export type OutboxRow = {
  id: number;
  account_id: number | null;
  to: string;
  subject: string;
  text: string;
  status: string;
  error: string | null;
};

/** Every outbox message to one address, oldest first. */
export const mailsTo = (t: TestApp, to: string) =>
  rows<OutboxRow>(
    t,
    sql`select id, account_id, "to", subject, text, status, error from mail_outbox where lower("to") = ${to.toLowerCase()} order by id`,
  );

/** The newest outbox message to one address (fails the test when there is none). */
export async function latestMail(t: TestApp, to: string): Promise<OutboxRow> {
  const all = await mailsTo(t, to);
  const last = all.at(-1);
  expect(last, `no e-mail to ${to} in the outbox`).toBeDefined();
  return last!;
}

/** The token at the end of a `/init/{token}` or `/password/reset/{token}` link of a message. */
export function linkToken(text: string, kind: 'init' | 'reset'): string {
  const pattern = kind === 'init' ? /\/init\/([A-Za-z0-9_-]+)/ : /\/password\/reset\/([A-Za-z0-9_-]+)/;
  const match = pattern.exec(text);
  expect(match, `no ${kind} link in: ${text}`).not.toBeNull();
  return match![1]!;
}

/** The six-digit sign-in code of a two-factor e-mail. */
export function mailCode(text: string): string {
  const match = /\b(\d{6})\b/.exec(text);
  expect(match, `no code in: ${text}`).not.toBeNull();
  return match![1]!;
}

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

function crc32(buffer: Buffer): number {
  let c = 0xffffffff;
  for (const byte of buffer) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid solid-colour RGB PNG of any size. With `noise`, pixels are random, so the file does not
 * compress and can be made as large as needed; `padTo` adds that many bytes in a skipped chunk.
 */
export function solidPng(
  width: number,
  height: number,
  rgb: [number, number, number] = [28, 126, 214],
  noise = false,
  padTo = 0,
): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: truecolour
  header[10] = 0;
  header[11] = 0;
  header[12] = 0;
  const rowLength = 1 + width * 3;
  const raw = Buffer.alloc(rowLength * height);
  for (let y = 0; y < height; y++) {
    const start = y * rowLength;
    raw[start] = 0; // filter: none
    if (noise) randomBytes(width * 3).copy(raw, start + 1);
    else for (let x = 0; x < width; x++) raw.set(rgb, start + 1 + x * 3);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: noise ? 0 : 9 })),
    // an ancillary private chunk that decoders skip, to reach a given file size
    ...(padTo > 0 ? [chunk('zpAd', Buffer.alloc(padTo))] : []),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A text file of `count` lines, line `i` written by `line(i)`. */
export function linesFile(count: number, line: (i: number) => string): Buffer {
  const lines: string[] = new Array(count);
  for (let i = 0; i < count; i++) lines[i] = line(i);
  return Buffer.from(lines.join('\n'), 'utf8');
}

/** `count` distinct zip codes counting up from `first`, one per line, each followed by `suffix`. */
export const zipCodesFile = (count: number, first = 1_000_000, suffix = '') =>
  linesFile(count, (i) => `${first + i}${suffix}`);

/** `count` distinct mobile advertising ids, one per line (37 bytes each). */
export const maidsFile = (count: number) =>
  linesFile(count, (i) => `38400000-8cf0-11bd-b23e-${i.toString(16).padStart(12, '0')}`);

/** A multipart/form-data body, serialised by the platform's own `Request`. */
export async function multipart(
  fields: Record<string, string | number>,
  file?: { field: string; name: string; type: string; body: Buffer },
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, String(v));
  if (file) form.append(file.field, new Blob([new Uint8Array(file.body)], { type: file.type }), file.name);
  const request = new Request('http://beacon.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** Role ids by name, from the database. */
export async function roleIds(t: TestApp): Promise<Record<string, number>> {
  const all = await rows<{ id: number; name: string }>(t, sql`select id, name from roles`);
  return Object.fromEntries(all.map((r) => [r.name, Number(r.id)]));
}

export async function userIdOf(t: TestApp, email: string): Promise<number> {
  const [row] = await rows<{ id: number }>(
    t,
    sql`select id from users where lower(email) = ${email.toLowerCase()}`,
  );
  expect(row, `no user ${email}`).toBeDefined();
  return Number(row!.id);
}

/** Creates a pending user in the caller's account through the API and answers its detail. */
export async function createUser(
  t: TestApp,
  token: string,
  body: { email?: string; name?: string; last_name?: string; role_id: number; language?: string },
) {
  const res = await t.request('POST', '/api/users', {
    token,
    body: { name: 'Nora', last_name: 'Newcomer', email: uniqueEmail(), ...body },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json.data as { id: number; email: string; [k: string]: any };
}

/** Creates a user and activates it through its init link; answers the id, e-mail and a token. */
export async function createActiveUser(
  t: TestApp,
  adminToken: string,
  roleId: number,
  password: string,
  email = uniqueEmail(),
) {
  const user = await createUser(t, adminToken, { email, role_id: roleId });
  const init = linkToken((await latestMail(t, email)).text, 'init');
  const res = await t.request('POST', `/api/auth/init/${init}`, {
    body: { password, password_confirmation: password },
  });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return { id: user.id, email, token: res.json.data.access_token as string };
}

/** The session id a bearer token names (its `sid` claim). */
export function sessionIdOf(token: string): string {
  const payload = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8'));
  return payload.sid as string;
}
