import type { CampaignTerms, Language } from '@beacon/contracts';
import { desc, eq } from 'drizzle-orm';
import { campaignTerms, campaignTermsAcceptances, users } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { conflict, notFound, unprocessable } from '../../platform/errors.ts';

async function currentTerms(db: Executor) {
  const [row] = await db.select().from(campaignTerms).orderBy(desc(campaignTerms.publishedAt)).limit(1);
  return row ?? null;
}

async function latestAcceptance(db: Executor, accountId: number) {
  const [row] = await db
    .select({
      version: campaignTermsAcceptances.version,
      userId: campaignTermsAcceptances.userId,
      name: users.name,
      lastName: users.lastName,
      acceptedAt: campaignTermsAcceptances.acceptedAt,
    })
    .from(campaignTermsAcceptances)
    .innerJoin(users, eq(users.id, campaignTermsAcceptances.userId))
    .where(eq(campaignTermsAcceptances.accountId, accountId))
    .orderBy(desc(campaignTermsAcceptances.acceptedAt))
    .limit(1);
  return row ?? null;
}

/** The current campaign terms in a language, with the account's acceptance if it has one. */
export async function getTerms(db: Executor, ctx: AuthContext, language: Language): Promise<CampaignTerms> {
  const terms = await currentTerms(db);
  if (!terms) throw notFound('Campaign terms');
  const accepted = await latestAcceptance(db, ctx.accountId);
  return {
    version: terms.version,
    text: terms.texts[language] ?? terms.texts.en,
    published_at: terms.publishedAt.toISOString(),
    accepted: accepted && {
      version: accepted.version,
      user_id: accepted.userId,
      user_name: `${accepted.name} ${accepted.lastName}`,
      accepted_at: accepted.acceptedAt.toISOString(),
    },
  };
}

/** Records that the caller accepted the current version for the account (who, when, which). */
export async function acceptTerms(db: Executor, ctx: AuthContext, version: string, language: Language) {
  const terms = await currentTerms(db);
  if (!terms) throw notFound('Campaign terms');
  if (terms.version !== version) throw unprocessable({ version: ['validation.terms_outdated'] });
  await db
    .insert(campaignTermsAcceptances)
    .values({ accountId: ctx.accountId, userId: ctx.userId, version })
    .onConflictDoNothing();
  return getTerms(db, ctx, language);
}

/** The first campaign of an account is saved only after someone accepted the terms. */
export async function assertTermsAccepted(db: Executor, ctx: AuthContext) {
  if (!(await latestAcceptance(db, ctx.accountId))) {
    throw conflict('errors.terms_not_accepted', 'Accept the campaign terms before saving the first campaign');
  }
}
