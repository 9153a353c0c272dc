import { CREATIVE_TEMPLATES, type Creative, type CreativeInput } from '@beacon/contracts';
import { eq } from 'drizzle-orm';
import { creatives } from '../../db/schema.ts';
import { logChanges, logSnapshot } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound, unprocessable } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/files/storage.ts';
import { findInScope, lockRow } from '../../platform/list-query/find-one.ts';
import { advertiserListSpec } from '../advertisers/list-spec.ts';
import { creativeListSpec } from './list-spec.ts';
import { runReview } from './review.ts';
import { creativeErrors } from './validate.ts';

/** Fields a creative's activity log follows (API names). */
export const CREATIVE_LOGGED_FIELDS = [
  'name',
  'advertiser_id',
  'alternative_id',
  'creative_type_id',
  'creative_template_id',
  'start_date',
  'end_date',
  'secure',
  'domain',
  'category_id',
  'app_bundle',
  'primary_asset_id',
  'secondary_asset_id',
  'companion_size_id',
  'companion_html',
  'click_url',
  'tag',
  'creative_rule_id',
  'video_duration',
  'audio_duration',
  'title',
  'click_url_audio',
  'vendors',
  'landing_page_url',
  'appnexus_submit',
  'thumbnail_id',
  'addons',
  'pixels',
  'scripts',
  'click_trackers',
  'vast_events',
  'progress_events',
  'size_id',
  'width',
  'height',
  'mime_type_id',
  'expandable_type_id',
  'expandable_directions',
  'video_mime_types',
  'audio_mime_types',
  'video_api_id',
  'video_bit_rates',
  'audio_bit_rates',
  'responsive',
  'in_banner_video_id',
  'mraid_playable',
  'moat_web_viewability',
  'moat_inapp_viewability',
  'skippable',
  'skip_offset',
  'native',
  'model_type_id',
  'approval_status',
  'approval_reasons',
  'active',
] as const;

export async function findCreative(
  db: Executor,
  ctx: AuthContext,
  id: number,
  storage: FileStorage | null = null,
): Promise<Creative> {
  const creative = await findInScope(db, creativeListSpec(storage), ctx, id);
  if (!creative) throw notFound('Creative');
  return creative;
}

/** Checks visibility, then locks the row for the rest of the transaction. */
export async function lockCreative(tx: Executor, ctx: AuthContext, id: number) {
  const creative = await findCreative(tx, ctx, id);
  await lockRow(tx, 'creatives', id);
  return creative;
}

/** The columns of a creative's input; the creative type always follows the template. */
export function columnsOf(input: CreativeInput) {
  const template = CREATIVE_TEMPLATES[input.creative_template_id]!;
  return {
    name: input.name,
    alternativeId: input.alternative_id,
    creativeTypeId: template.creative_type_id,
    creativeTemplateId: input.creative_template_id,
    budgetTypeId: input.budget_type_id,
    audioTypeId: input.audio_type_id,
    startDate: input.start_date,
    endDate: input.end_date,
    secure: input.secure,
    domain: input.domain,
    categoryId: input.category_id,
    appBundle: input.app_bundle,
    primaryAssetId: input.primary_asset_id,
    secondaryAssetId: input.secondary_asset_id,
    companionSizeId: input.companion_size_id,
    companionHtml: input.companion_html,
    clickUrl: input.click_url,
    tag: input.tag,
    creativeRuleId: input.creative_rule_id,
    videoDuration: input.video_duration,
    audioDuration: input.audio_duration,
    title: input.title,
    clickUrlAudio: input.click_url_audio,
    secondarySizeId: input.secondary_size_id,
    vendors: input.vendors,
    landingPageUrl: input.landing_page_url,
    appnexusSubmit: input.appnexus_submit,
    thumbnailId: input.thumbnail_id,
    addons: input.addons,
    pixels: input.pixels,
    scripts: input.scripts,
    clickTrackers: input.click_trackers,
    vastEvents: input.vast_events,
    progressEvents: input.progress_events,
    sizeId: input.size_id,
    width: input.width,
    height: input.height,
    mimeTypeId: input.mime_type_id,
    expandableTypeId: input.expandable_type_id,
    expandableDirections: input.expandable_directions,
    videoMimeTypes: input.video_mime_types,
    audioMimeTypes: input.audio_mime_types,
    videoApiId: input.video_api_id,
    videoBitRates: input.video_bit_rates,
    audioBitRates: input.audio_bit_rates,
    responsive: input.responsive,
    inBannerVideoId: input.in_banner_video_id,
    mraidPlayable: input.mraid_playable,
    moatWebViewability: input.moat_web_viewability,
    moatInappViewability: input.moat_inapp_viewability,
    skippable: input.skippable,
    skipOffset: input.skip_offset,
    native: input.native,
    modelTypeId: input.model_type_id,
    active: input.active,
  };
}

/**
 * Creates a creative inside the caller's transaction: every rule, the exchange review and the
 * activity-log entry. Bulk creation calls it once per valid row.
 */
export async function createCreativeInTx(
  tx: Executor,
  ctx: AuthContext,
  input: CreativeInput,
): Promise<{ id: number }> {
  const advertiser = await findInScope(tx, advertiserListSpec, ctx, input.advertiser_id);
  if (!advertiser) throw unprocessable({ advertiser_id: ['validation.exists'] });
  const errors = await creativeErrors(tx, ctx, input, advertiser.id);
  if (Object.keys(errors).length) throw unprocessable(errors);
  const [row] = await tx
    .insert(creatives)
    .values({
      accountId: ctx.accountId,
      advertiserId: advertiser.id,
      createdBy: ctx.userId,
      approvalStatus: 'pending',
      ...columnsOf(input),
    })
    .returning({ id: creatives.id });
  const id = row!.id;
  await runReview(tx, await findCreative(tx, ctx, id));
  const created = await findCreative(tx, ctx, id);
  await logSnapshot(tx, ctx, 'creative', created, 'created', CREATIVE_LOGGED_FIELDS);
  return { id };
}

export async function createCreative(deps: AppDeps, ctx: AuthContext, input: CreativeInput) {
  return deps.db.transaction(async (tx) => {
    const { id } = await createCreativeInTx(tx, ctx, input);
    return findCreative(tx, ctx, id, deps.storage);
  });
}

/** Updates a creative (the advertiser cannot change) and reviews it again. */
export async function updateCreative(deps: AppDeps, ctx: AuthContext, id: number, input: CreativeInput) {
  return deps.db.transaction(async (tx) => {
    const before = await lockCreative(tx, ctx, id);
    // Assets, add-ons and line associations are tied to the advertiser.
    if (input.advertiser_id !== before.advertiser_id)
      throw unprocessable({ advertiser_id: ['validation.immutable'] });
    const errors = await creativeErrors(tx, ctx, input, before.advertiser_id);
    if (Object.keys(errors).length) throw unprocessable(errors);
    await tx
      .update(creatives)
      .set({ ...columnsOf(input), approvalStatus: 'pending', updatedAt: new Date() })
      .where(eq(creatives.id, id));
    await runReview(tx, await findCreative(tx, ctx, id));
    const after = await findCreative(tx, ctx, id, deps.storage);
    await logChanges(tx, ctx, 'creative', before, after, CREATIVE_LOGGED_FIELDS);
    return after;
  });
}

/** Runs the exchange review again (after an asset or rule changed) and logs a status change. */
export async function reviewCreative(deps: AppDeps, ctx: AuthContext, id: number) {
  return deps.db.transaction(async (tx) => {
    const before = await lockCreative(tx, ctx, id);
    await runReview(tx, before);
    const after = await findCreative(tx, ctx, id);
    await logChanges(tx, ctx, 'creative', before, after, ['approval_status', 'approval_reasons']);
    return {
      id,
      approval_status: after.approval_status,
      approval_reasons: after.approval_reasons,
      reviewed_at: after.reviewed_at,
    };
  });
}
