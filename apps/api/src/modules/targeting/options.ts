import {
  HOURS_PER_WEEK,
  type Language,
  TARGETING_ERRORS,
  TARGETING_SEARCH_MIN,
  type TargetingKey,
  type TargetingOption,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError, badRequest } from '../../platform/errors.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { booleanName, hourOfWeekName, idSource, optionOrder } from './sources.ts';

const PAGE = 50;
/** App and site searches look only among the most common values of the bid stream. */
export const BID_STREAM_TOP = 100_000;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The bid-stream column a text key's values are searched in. */
const STREAM_COLUMN: Partial<Record<TargetingKey['code'], string>> = {
  app_name: 'app_bundle',
  site: 'site_domain',
  deal_id: 'deal_id',
};

/**
 * App (bundle), site (domain) and deal values seen in the account's bid stream, among the 100,000
 * most frequent, containing `term`. The stream carries an app's store bundle (which is also its
 * app id) and a site's domain, so every attribute of those keys searches that column.
 */
async function searchBidStream(deps: AppDeps, ctx: AuthContext, key: TargetingKey, term: string) {
  const column = STREAM_COLUMN[key.code]!;
  let store: Awaited<ReturnType<AppDeps['analytics']['get']>>;
  try {
    store = await deps.analytics.get();
  } catch {
    throw new ApiError(503, 'targeting.search_unavailable', 'The bid stream cannot be searched right now');
  }
  const rows = await store.query<{ v: string }>(
    `SELECT v FROM (
       SELECT ${column} AS v, count() AS c FROM bid_events
       WHERE account_id = {account:UInt64} AND ${column} != ''
       GROUP BY v ORDER BY c DESC LIMIT ${BID_STREAM_TOP}
     ) WHERE positionCaseInsensitiveUTF8(v, {term:String}) > 0 ORDER BY c DESC LIMIT ${PAGE}`,
    { account: ctx.accountId, term },
  );
  return rows.map((r) => ({ id: r.v, name: r.v }));
}

/** The options of one key, `term` narrowing them by name. */
export async function keyOptions(
  deps: AppDeps,
  ctx: AuthContext,
  key: TargetingKey,
  query: { term?: string | undefined; by_attribute?: string | undefined; language: Language },
): Promise<TargetingOption[]> {
  const term = query.term?.trim() ?? '';
  if (query.by_attribute && !key.byAttributes?.includes(query.by_attribute))
    throw badRequest({ by_attribute: [TARGETING_ERRORS.byAttribute] });
  if (key.code === 'app_name' || key.code === 'site') {
    if (term.length < TARGETING_SEARCH_MIN)
      throw new ApiError(400, TARGETING_ERRORS.searchTooShort, 'Type at least 3 characters to search', {
        term: [TARGETING_ERRORS.searchTooShort],
      });
    return searchBidStream(deps, ctx, key, term);
  }
  if (key.code === 'deal_id') return searchBidStream(deps, ctx, key, term);
  const lower = term.toLowerCase();
  if (key.valueKind === 'boolean')
    return ['true', 'false'].map((v) => ({ id: v, name: booleanName(v, query.language) }));
  if (key.valueKind === 'hour_of_week')
    return Array.from({ length: HOURS_PER_WEEK }, (_, slot) => ({
      id: slot,
      name: hourOfWeekName(slot, query.language),
    })).filter((o) => o.name.toLowerCase().includes(lower));
  const source = idSource(key, ctx, query.language);
  // Publisher ids are typed in: the bid stream does not carry them, so there is nothing to offer.
  if (!source) return [];
  const match = term ? sql`and ${source.name} ilike ${`%${escapeLike(term)}%`}` : sql``;
  const rows = await rowsOf(
    deps.db,
    sql`select ${source.id} as id, ${source.name} as name from ${source.from}
        where ${source.where} ${match} order by ${optionOrder(key)} limit ${PAGE}`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: String(r.name) }));
}
