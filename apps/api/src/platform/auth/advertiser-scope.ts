import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from './context.ts';

/**
 * The condition that keeps an advertiser-restricted user to their advertisers. `column` is the
 * advertiser id column of the query; unrestricted users get `true`.
 */
export function advertiserVisible(ctx: AuthContext, column: SQL): SQL {
  if (ctx.advertiserIds === null) return sql`true`;
  if (ctx.advertiserIds.length === 0) return sql`false`;
  return sql`${column} in (${sql.join(
    ctx.advertiserIds.map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

/**
 * The rows of `alias` the caller may see: those of their account (`alias.account_id`) and, for a
 * restricted user, of their advertisers (`alias.advertiser_id`).
 */
export function callerScope(ctx: AuthContext, alias: string): SQL {
  return sql`${sql.raw(`${alias}.account_id`)} = ${ctx.accountId} and ${advertiserVisible(ctx, sql.raw(`${alias}.advertiser_id`))}`;
}

export const canSeeAdvertiser = (ctx: AuthContext, advertiserId: number | null) =>
  ctx.advertiserIds === null || (advertiserId !== null && ctx.advertiserIds.includes(advertiserId));
