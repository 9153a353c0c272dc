import type { Language, SegmentTag } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import { loadSigningKey } from '../../platform/auth/secret.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { unprocessable } from '../../platform/errors.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { findSegment } from './service.ts';
import { createTagSigner, tagSnippet } from './tag.ts';

/** The tag of one of the caller's segments for a tag type, pointing at `PUBLIC_URL`. */
export async function segmentTag(
  deps: AppDeps,
  ctx: AuthContext,
  segmentId: number,
  tagTypeId: number,
  language: Language,
): Promise<SegmentTag> {
  const segment = await findSegment(deps.db, ctx, segmentId);
  const [type] = await rowsOf(
    deps.db,
    sql`select coalesce(names->>${language}, name) as name from lookup_values
        where list = 'segment_tag_types' and id = ${tagTypeId} and active`,
  );
  if (!type) throw unprocessable({ tag_type_id: ['validation.exists'] });
  const signer = createTagSigner(await loadSigningKey(deps.db, deps.config.jwtSecret));
  const { url, tag } = tagSnippet(deps.config.publicUrl, signer.sign(segment.id), tagTypeId);
  return { segment_id: segment.id, tag_type_id: tagTypeId, tag_type_name: String(type.name), url, tag };
}
