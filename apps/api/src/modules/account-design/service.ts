import { randomBytes } from 'node:crypto';
import {
  type AccountDesign,
  type AccountDesignFields,
  DESIGN_COLOUR_KEYS,
  type DesignColour,
  LOGO_SIZE,
} from '@beacon/contracts';
import { and, eq, ne } from 'drizzle-orm';
import { accountDesigns } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { conflict } from '../../platform/errors.ts';
import { DEFAULT_LOOK, type DesignRow, logoUrl } from '../auth/look-and-feel.ts';
import { checkLogo } from './logo.ts';

/** Stored logos live under this folder of the file storage. */
export const LOGO_FOLDER = 'logos';

const toDesign = (accountId: number, row: DesignRow | undefined): AccountDesign => {
  const colours = { ...DEFAULT_LOOK.colours, ...(row?.colours ?? {}) };
  return {
    account_id: accountId,
    platform_name: row?.platformName ?? DEFAULT_LOOK.platform_name,
    domain: row?.domain ?? null,
    help_url: row?.helpUrl ?? null,
    logo: logoUrl(row?.logo ?? null),
    logo_size: row?.logoSize ?? LOGO_SIZE.default,
    colours: Object.fromEntries(DESIGN_COLOUR_KEYS.map((k) => [k, colours[k]!])) as AccountDesign['colours'],
  };
};

const rowOf = async (deps: AppDeps, accountId: number) =>
  (await deps.db.select().from(accountDesigns).where(eq(accountDesigns.accountId, accountId)))[0];

export async function getDesign(deps: AppDeps, ctx: AuthContext): Promise<AccountDesign> {
  return toDesign(ctx.accountId, await rowOf(deps, ctx.accountId));
}

const domainTaken = () =>
  conflict('account_design.domain_taken', 'Another account already uses this domain', {
    domain: ['account_design.validation.domain_taken'],
  });

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string }).code === '23505' ||
  (error as { cause?: { code?: string } }).cause?.code === '23505';

/**
 * `POST /api/account_settings`: the design of the active account. A new logo is checked and stored
 * before the row changes, and the file it replaces is removed only after the change is saved.
 */
export async function saveDesign(
  deps: AppDeps,
  ctx: AuthContext,
  fields: AccountDesignFields,
  logo: Buffer | null,
): Promise<AccountDesign> {
  const accountId = ctx.accountId;
  if (fields.domain) {
    const [other] = await deps.db
      .select({ accountId: accountDesigns.accountId })
      .from(accountDesigns)
      .where(and(eq(accountDesigns.domain, fields.domain), ne(accountDesigns.accountId, accountId)));
    if (other) throw domainTaken();
  }
  const ext = logo ? checkLogo(logo) : null;
  const stored = ext ? `${accountId}-${randomBytes(10).toString('hex')}.${ext}` : null;
  const previous = (await rowOf(deps, accountId))?.logo ?? null;
  if (logo && stored) await deps.storage.put(`${LOGO_FOLDER}/${stored}`, logo);
  const nextLogo = stored ?? (fields.remove_logo === '1' ? null : previous);
  const colours = Object.fromEntries(
    DESIGN_COLOUR_KEYS.map((k) => [k, fields[`${k}_color` as `${DesignColour}_color`]]),
  );
  const values = {
    platformName: fields.platform_name,
    domain: fields.domain,
    helpUrl: fields.help_url,
    logo: nextLogo,
    logoSize: fields.logo_size,
    colours,
    updatedAt: new Date(),
  };
  try {
    await deps.db
      .insert(accountDesigns)
      .values({ accountId, ...values })
      .onConflictDoUpdate({ target: accountDesigns.accountId, set: values });
  } catch (error) {
    if (stored) await deps.storage.remove(`${LOGO_FOLDER}/${stored}`);
    if (isUniqueViolation(error)) throw domainTaken();
    throw error;
  }
  if (previous && previous !== nextLogo) await deps.storage.remove(`${LOGO_FOLDER}/${previous}`);
  return getDesign(deps, ctx);
}

/** `POST /api/account_settings/restore`: the product's own look; the account keeps its domain. */
export async function restoreDesign(deps: AppDeps, ctx: AuthContext): Promise<AccountDesign> {
  const previous = await rowOf(deps, ctx.accountId);
  if (previous) {
    await deps.db
      .update(accountDesigns)
      .set({
        platformName: DEFAULT_LOOK.platform_name,
        helpUrl: null,
        logo: null,
        logoSize: LOGO_SIZE.default,
        colours: {},
        updatedAt: new Date(),
      })
      .where(eq(accountDesigns.accountId, ctx.accountId));
    if (previous.logo) await deps.storage.remove(`${LOGO_FOLDER}/${previous.logo}`);
  }
  return getDesign(deps, ctx);
}
