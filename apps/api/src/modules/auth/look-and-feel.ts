import type { LookAndFeel } from '@beacon/contracts';
import { eq } from 'drizzle-orm';
import { accountDesigns } from '../../db/schema.ts';
import type { Executor } from '../../platform/db/client.ts';

/** The product's own look when an account has not chosen one. */
export const DEFAULT_LOOK: LookAndFeel = {
  platform_name: 'Beacon',
  colours: { primary: '#1c7ed6', header: '#ffffff', navbar: '#f8f9fa', account_name: '#1c7ed6' },
  logo: null,
  help_url: null,
};

type DesignRow = typeof accountDesigns.$inferSelect;

const toLook = (row: DesignRow | undefined): LookAndFeel =>
  row
    ? {
        platform_name: row.platformName,
        colours: { ...DEFAULT_LOOK.colours, ...row.colours },
        logo: row.logo,
        help_url: row.helpUrl,
      }
    : DEFAULT_LOOK;

export async function lookOfAccount(db: Executor, accountId: number): Promise<LookAndFeel> {
  const [row] = await db.select().from(accountDesigns).where(eq(accountDesigns.accountId, accountId));
  return toLook(row);
}

/** Look-and-feel by host name, for the sign-in screen (before any account is known). */
export async function lookOfDomain(db: Executor, domain: string): Promise<LookAndFeel> {
  const [row] = await db.select().from(accountDesigns).where(eq(accountDesigns.domain, domain.toLowerCase()));
  return toLook(row);
}

export const platformName = async (db: Executor, accountId: number) =>
  (await lookOfAccount(db, accountId)).platform_name;
