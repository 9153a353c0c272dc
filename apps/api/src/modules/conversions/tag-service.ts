import type { EventTag } from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import { advertiserVisible } from '../../platform/auth/advertiser-scope.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { loadSigningKey } from '../../platform/auth/secret.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { notFound, unprocessable } from '../../platform/errors.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { createEventTagSigner, eventTagSnippet } from './tag.ts';

/** The tag of one of the caller's events for a tag type, pointing at `PUBLIC_URL`. */
export async function eventTag(
  deps: AppDeps,
  ctx: AuthContext,
  eventId: number,
  tagTypeId: number,
): Promise<EventTag> {
  const [event] = await rowsOf(
    deps.db,
    sql`select id from events
        where id = ${eventId} and account_id = ${ctx.accountId} and deleted_at is null
          and ${advertiserVisible(ctx, sql`advertiser_id`)}`,
  );
  if (!event) throw notFound('Event');
  const [type] = await rowsOf<{ code: string }>(
    deps.db,
    sql`select code from lookup_values where list = 'event_tag_types' and id = ${tagTypeId} and active`,
  );
  if (!type) throw unprocessable({ event_tag_type_id: ['validation.exists'] });
  const signer = createEventTagSigner(await loadSigningKey(deps.db, deps.config.jwtSecret));
  const { url, tag } = eventTagSnippet(deps.config.publicUrl, signer.sign(eventId), tagTypeId);
  return { event_id: eventId, event_tag_type_id: tagTypeId, generate_type: type.code, url, tag };
}
