import { eq } from 'drizzle-orm';
import { appSecrets } from '../../db/schema.ts';
import type { Db } from '../db/client.ts';
import { randomToken } from './random.ts';

/**
 * The signing key: JWT_SECRET when set; otherwise one generated on first start and kept in the
 * database, so every process on the same database verifies the same tokens.
 */
export async function loadSigningKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(appSecrets)
    .values({ name: 'jwt_signing_key', value: randomToken(48) })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt_signing_key'));
  if (!row) throw new Error('Signing key missing after insert');
  return new TextEncoder().encode(row.value);
}
