import { lookalikeAudience, lookalikeSizeFor } from '@beacon/analytics';
import {
  type FieldErrors,
  LOOKALIKE_DEGREE_MAX,
  type Lookalike,
  type LookalikeEstimate,
  type LookalikeInput,
  segmentRequestSchema,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { lookalikes } from '../../db/schema.ts';
import { readAnalytics } from '../../platform/analytics.ts';
import { callerScope } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { ApiError, conflict, notFound, unprocessable } from '../../platform/errors.ts';
import { findInScopeOrThrow } from '../../platform/list-query/find-one.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { createSegmentInTx, guardSegmentKey, setSegmentActive } from '../segments/service.ts';
import { lookalikeBuildJob } from './job.ts';
import { lookalikeListSpec } from './list-spec.ts';
import { findSeedSegment, type SeedSegment, windowStart, worldCountry } from './world.ts';

export async function findLookalike(db: Executor, ctx: AuthContext, id: number): Promise<Lookalike> {
  return findInScopeOrThrow(db, lookalikeListSpec, ctx, id, 'Lookalike');
}

const add = (errors: FieldErrors, field: string, key: string) => {
  errors[field] = [...(errors[field] ?? []), key];
};

/** A campaign of the caller (account and advertiser restriction), or null. */
async function findCampaign(db: Executor, ctx: AuthContext, id: number) {
  const [row] = await rowsOf(
    db,
    sql`select c.id, c.advertiser_id from campaigns c
        where c.id = ${id} and ${callerScope(ctx, 'c')}`,
  );
  return row ? { id: Number(row.id), advertiserId: Number(row.advertiser_id) } : null;
}

/** The seed, country and audience a lookalike is built from; 422 with field errors when unusable. */
async function checkRequest(
  deps: AppDeps,
  ctx: AuthContext,
  input: Pick<LookalikeInput, 'country_id' | 'seed_segment_id'> & { campaign_id?: number | null },
) {
  const errors: FieldErrors = {};
  const seed = await findSeedSegment(deps.db, ctx, input.seed_segment_id);
  if (!seed) add(errors, 'seed_segment_id', 'validation.exists');
  let advertiserId = seed?.advertiserId ?? null;
  if (input.campaign_id) {
    const campaign = await findCampaign(deps.db, ctx, input.campaign_id);
    if (!campaign) add(errors, 'campaign_id', 'validation.exists');
    // A seed of one advertiser is that advertiser's audience: it may not feed another's campaign.
    else if (seed?.advertiserId != null && seed.advertiserId !== campaign.advertiserId)
      add(errors, 'campaign_id', 'lookalikes.campaign_advertiser');
    else advertiserId = campaign.advertiserId;
  }
  const country = await worldCountry(deps, input.country_id);
  if (!country) add(errors, 'country_id', 'lookalikes.country_not_in_world');
  if (!seed || !country) throw unprocessable(errors);
  const audience = await readAnalytics(deps.analytics, (store) =>
    lookalikeAudience(store, {
      accountId: ctx.accountId,
      seedSegmentId: seed.id,
      since: windowStart(seed.days),
      countryCode: country.code,
    }),
  );
  if (audience.seedMembers === 0) add(errors, 'seed_segment_id', 'lookalikes.seed_empty');
  else if (audience.seedKnown === 0) add(errors, 'seed_segment_id', 'lookalikes.seed_unknown');
  if (audience.seedMembers > 0 && audience.candidates === 0)
    add(errors, 'country_id', 'lookalikes.no_candidates');
  if (Object.keys(errors).length) throw unprocessable(errors);
  return { seed, country, audience, advertiserId };
}

/** What a lookalike of each degree would hold, for the form. */
export async function estimateLookalike(
  deps: AppDeps,
  ctx: AuthContext,
  query: { country_id: number; seed_segment_id: number },
): Promise<LookalikeEstimate> {
  const { audience } = await checkRequest(deps, ctx, query);
  return {
    country_devices: audience.countryDevices,
    seed_members: audience.seedMembers,
    seed_known: audience.seedKnown,
    seed_in_country: audience.seedInCountry,
    total_users: audience.candidates,
    sizes: Array.from({ length: LOOKALIKE_DEGREE_MAX }, (_, i) =>
      lookalikeSizeFor(audience.candidates, i + 1),
    ),
  };
}

/** The result segment's errors, said in the lookalike form's terms. */
function asLookalikeErrors(error: unknown): unknown {
  if (!(error instanceof ApiError) || error.status !== 422 || !error.errors) return error;
  const errors: FieldErrors = {};
  for (const [field, keys] of Object.entries(error.errors)) {
    // The segment's advertiser comes from the campaign (or the seed): a restricted user must pick a
    // campaign of theirs when the seed belongs to no advertiser.
    const target = field === 'advertiser_id' ? 'campaign_id' : field === 'key' ? 'name' : field;
    for (const key of keys) add(errors, target, key);
  }
  return unprocessable(errors);
}

const describe = (seed: SeedSegment, country: string, degree: number) =>
  `Lookalike of "${seed.name}" in ${country}, degree ${degree}`;

/**
 * Creates a lookalike: its result segment (inactive until activated, members never expire), the
 * lookalike row and the job that builds it (scores the country's devices and saves the most
 * similar as members) in one transaction. Answers at once with status `pending`.
 */
export async function createLookalike(
  deps: AppDeps,
  ctx: AuthContext,
  input: LookalikeInput,
): Promise<Lookalike> {
  const { seed, country, advertiserId } = await checkRequest(deps, ctx, input);
  const id = await guardSegmentKey(() =>
    deps.db.transaction(async (tx) => {
      let segment: Awaited<ReturnType<typeof createSegmentInTx>>;
      try {
        segment = await createSegmentInTx(
          tx,
          ctx,
          segmentRequestSchema.parse({
            name: input.name,
            description: describe(seed, country.name, input.degree),
            advertiser_id: advertiserId,
            active: false,
            days: null,
          }),
        );
      } catch (error) {
        throw asLookalikeErrors(error);
      }
      const [row] = await tx
        .insert(lookalikes)
        .values({
          accountId: ctx.accountId,
          advertiserId,
          campaignId: input.campaign_id,
          countryId: country.id,
          name: input.name,
          seedSegmentId: seed.id,
          degree: input.degree,
          segmentId: segment.id,
          createdBy: ctx.userId,
        })
        .returning({ id: lookalikes.id });
      await deps.jobs.send(lookalikeBuildJob, { lookalikeId: row!.id }, { tx });
      return row!.id;
    }),
  ).catch((error: unknown) => {
    throw asLookalikeErrors(error);
  });
  return findLookalike(deps.db, ctx, id);
}

/**
 * Activates a lookalike's segment (docs/REQUIREMENTS.md#lookalikes: lookalike segments can be activated). `body.id`, when
 * sent, must be the lookalike of that segment. Only a finished build can be activated.
 */
export async function activateLookalike(
  deps: AppDeps,
  ctx: AuthContext,
  segmentId: number,
  body: { id?: number | undefined },
): Promise<Lookalike> {
  const [row] = await rowsOf(
    deps.db,
    sql`select l.id from lookalikes l where l.segment_id = ${segmentId} and ${lookalikeListSpec.scope(ctx)}`,
  );
  if (!row) throw notFound('Lookalike');
  const id = Number(row.id);
  if (body.id !== undefined && body.id !== id) throw unprocessable({ id: ['lookalikes.segment_mismatch'] });
  const lookalike = await findLookalike(deps.db, ctx, id);
  if (lookalike.status !== 'ready') {
    throw conflict('lookalikes.not_ready', 'The lookalike is still being built or its build failed');
  }
  await setSegmentActive(deps, ctx, segmentId, true);
  return findLookalike(deps.db, ctx, id);
}
