import { ACCOUNT_DESIGN_API, DESIGN_COLOURS, LOGO_SIZE, type LookAndFeel } from '@beacon/contracts';
import { eq } from 'drizzle-orm';
import { accountDesigns } from '../../db/schema.ts';
import type { Executor } from '../../platform/db/client.ts';

/** The product's own look when an account has not chosen one. */
export const DEFAULT_LOOK: LookAndFeel = {
  platform_name: 'Beacon',
  colours: { ...DESIGN_COLOURS },
  logo: null,
  logo_size: LOGO_SIZE.default,
  help_url: null,
};

export type DesignRow = typeof accountDesigns.$inferSelect;

/** The public URL of a stored logo: its name changes with every upload, so it may be cached for good. */
export const logoUrl = (stored: string | null) => (stored ? ACCOUNT_DESIGN_API.logo(stored) : null);

export const toLook = (row: DesignRow | undefined): LookAndFeel =>
  row
    ? {
        platform_name: row.platformName,
        colours: { ...DEFAULT_LOOK.colours, ...row.colours },
        logo: logoUrl(row.logo),
        logo_size: row.logoSize,
        help_url: row.helpUrl,
      }
    : DEFAULT_LOOK;

export async function lookOfAccount(db: Executor, accountId: number): Promise<LookAndFeel> {
  const [row] = await db.select().from(accountDesigns).where(eq(accountDesigns.accountId, accountId));
  return toLook(row);
}

/**
 * Look-and-feel by host name, for the sign-in screen (before any account is known): the design of
 * the account that claimed the host, the product's own for any other host.
 */
export async function lookOfDomain(db: Executor, domain: string): Promise<LookAndFeel> {
  const [row] = await db.select().from(accountDesigns).where(eq(accountDesigns.domain, domain.toLowerCase()));
  return toLook(row);
}

export const platformName = async (db: Executor, accountId: number) =>
  (await lookOfAccount(db, accountId)).platform_name;
