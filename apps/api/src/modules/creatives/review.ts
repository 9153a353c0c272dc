import { CREATIVE_TEMPLATES, type Creative, isSecureUrl } from '@beacon/contracts';
import { eq, sql } from 'drizzle-orm';
import { creatives } from '../../db/schema.ts';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';

/** Largest file an exchange accepts per asset type (`asset_types` id → bytes). */
export const EXCHANGE_FILE_LIMITS: Record<number, number> = {
  1: 300_000, // images: 300 KB
  2: 2_000_000, // HTML5 bundles: 2 MB
  3: 100_000_000, // video: 100 MB
  4: 20_000_000, // audio: 20 MB
};
/** Accepted video and audio lengths, in seconds. */
export const MEDIA_SECONDS = { min: 5, max: 120 } as const;
/** A declared duration may differ from the file's by this much (encoders round). */
const DURATION_TOLERANCE_MS = 1000;

type AssetFacts = {
  id: number;
  asset_type_id: number;
  bytes: number;
  width: number | null;
  height: number | null;
  duration_ms: number | null;
};

/** `http://` in an attribute, a CSS url(), a quoted string or an element's text (VAST media files, CDATA). */
const INSECURE_URL =
  /\b(?:src|href|data|action)\s*=\s*["']?\s*http:\/\/|url\(\s*["']?http:\/\/|["']http:\/\/|>\s*(?:<!\[CDATA\[\s*)?http:\/\//i;

/** True when markup loads or links anything over plain http. */
export const loadsInsecure = (markup: string | null) => !!markup && INSECURE_URL.test(markup);

const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return null;
  }
};

/**
 * The exchange review (what ad exchanges check before they let a creative bid). Answers the
 * findings as translation keys under `review.`; none means approved.
 */
export async function reviewFindings(db: Executor, creative: Creative): Promise<string[]> {
  const findings: string[] = [];
  const template = CREATIVE_TEMPLATES[creative.creative_template_id];

  // Landing page: present, https, and on the advertiser's declared domain when there is one.
  if (!creative.landing_page_url) findings.push('review.landing_page_missing');
  else {
    if (!isSecureUrl(creative.landing_page_url)) findings.push('review.landing_page_not_https');
    const host = hostOf(creative.landing_page_url);
    if (creative.domain && host && host !== creative.domain && !host.endsWith(`.${creative.domain}`))
      findings.push('review.landing_page_domain');
  }

  // Secure creatives load only over https: the tag, companion, add-ons and trackers.
  if (creative.secure) {
    if (loadsInsecure(creative.tag) || loadsInsecure(creative.companion_html))
      findings.push('review.insecure_tag');
    if (template?.family === 'vast_wrapper' && creative.tag && !isSecureUrl(creative.tag.trim()))
      findings.push('review.insecure_tag');
    if (creative.scripts.some((s) => loadsInsecure(s))) findings.push('review.insecure_script');
    const trackers = [
      ...creative.pixels,
      ...creative.click_trackers,
      ...creative.vast_events.map((e) => e.url),
      ...creative.progress_events.map((e) => e.url),
    ];
    if (trackers.some((url) => !isSecureUrl(url))) findings.push('review.insecure_tracker');
    if (creative.click_url && !isSecureUrl(creative.click_url)) findings.push('review.click_url_not_https');
  }

  const assetIds = [creative.primary_asset_id, creative.secondary_asset_id].filter(
    (id): id is number => id !== null,
  );
  const assets = assetIds.length
    ? ((await rowsOf(
        db,
        sql`select id, asset_type_id, bytes, width, height, duration_ms from creative_assets
            where id in (${sql.join(
              assetIds.map((id) => sql`${id}`),
              sql`, `,
            )})`,
      )) as AssetFacts[])
    : [];
  const primary = assets.find((a) => Number(a.id) === creative.primary_asset_id);

  for (const asset of assets) {
    const limit = EXCHANGE_FILE_LIMITS[Number(asset.asset_type_id)];
    if (limit !== undefined && Number(asset.bytes) > limit) {
      findings.push('review.file_too_large');
      break;
    }
  }

  // The declared size must be the real size of the image (HTML5 bundles declare theirs in the ad).
  if (
    primary &&
    (template?.family === 'image' || template?.family === 'html5') &&
    creative.size_id !== null
  ) {
    const [size] = await rowsOf(
      db,
      sql`select (extra->>'width')::int as width, (extra->>'height')::int as height from lookup_values
          where list = 'creative_sizes' and id = ${creative.size_id}`,
    );
    if (size && primary.width !== null && primary.height !== null && !creative.responsive) {
      if (Number(size.width) !== Number(primary.width) || Number(size.height) !== Number(primary.height))
        findings.push('review.size_mismatch');
    }
  }

  // Video and audio length: declared and real, inside what exchanges accept.
  const declaredSeconds =
    template?.family === 'video'
      ? creative.video_duration
      : template?.family === 'audio'
        ? creative.audio_duration
        : null;
  if (declaredSeconds !== null) {
    if (declaredSeconds < MEDIA_SECONDS.min || declaredSeconds > MEDIA_SECONDS.max)
      findings.push('review.duration_out_of_range');
    const realMs =
      primary?.duration_ms === null || primary === undefined ? null : Number(primary.duration_ms);
    if (realMs !== null && Math.abs(realMs - declaredSeconds * 1000) > DURATION_TOLERANCE_MS)
      findings.push('review.duration_mismatch');
  }

  // A skippable ad must let the viewer skip before it ends.
  if (creative.skippable && creative.skip_offset && declaredSeconds !== null) {
    const m = /^(\d{2}):(\d{2}):(\d{2})/.exec(creative.skip_offset);
    if (m && Number(m[1]) * 3600 + Number(m[2]) * 60 + Number(m[3]) >= declaredSeconds)
      findings.push('review.skip_offset_after_end');
  }
  return [...new Set(findings)];
}

/** Runs the review and stores its outcome: approved without findings, rejected with them. */
export async function runReview(tx: Executor, creative: Creative) {
  const reasons = await reviewFindings(tx, creative);
  const status = reasons.length ? 'rejected' : 'approved';
  await tx
    .update(creatives)
    .set({ approvalStatus: status, approvalReasons: reasons, reviewedAt: new Date() })
    .where(eq(creatives.id, creative.id));
  return { status, reasons };
}
