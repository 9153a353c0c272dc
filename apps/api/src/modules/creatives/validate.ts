import {
  CREATIVE_TEMPLATES,
  type CreativeAddonKind,
  type CreativeInput,
  creativeRuleErrors,
  type FieldErrors,
} from '@beacon/contracts';
import { sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/context.ts';
import type { Executor } from '../../platform/db/client.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { missingLookups } from '../reference/exists.ts';

/** Single-value fields that hold a coded-list id, and their list. */
const LOOKUP_FIELDS = [
  ['creative_template_id', 'creative_templates'],
  ['creative_type_id', 'creative_types'],
  ['budget_type_id', 'budget_types'],
  ['audio_type_id', 'audio_types'],
  ['category_id', 'advertiser_categories'],
  ['companion_size_id', 'creative_sizes'],
  ['secondary_size_id', 'creative_sizes'],
  ['creative_rule_id', 'creative_rules'],
  ['size_id', 'creative_sizes'],
  ['mime_type_id', 'mime_types'],
  ['expandable_type_id', 'expandable_types'],
  ['video_api_id', 'video_apis'],
  ['in_banner_video_id', 'inbanner_videos'],
  ['model_type_id', 'model_types'],
] as const;

/** Multi-value fields that hold coded-list ids. */
const LOOKUP_LIST_FIELDS = [
  ['vendors', 'creative_vendors'],
  ['expandable_directions', 'expandable_directions'],
  ['video_mime_types', 'mime_types'],
  ['audio_mime_types', 'mime_types'],
  ['video_bit_rates', 'video_bit_rates'],
  ['audio_bit_rates', 'audio_bit_rates'],
] as const;

const inList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/**
 * Every rule of a creative: coded values that must exist, assets and add-ons of the caller's
 * account (and of the creative's advertiser or shared), the asset type the template expects, then
 * the template rules and add-on limits shared with the form.
 */
export async function creativeErrors(
  db: Executor,
  ctx: AuthContext,
  input: CreativeInput,
  advertiserId: number,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const add = (field: string, key: string) => {
    errors[field] = [...(errors[field] ?? []), key];
  };

  const refs: { field: string; list: string; id: number }[] = [];
  for (const [field, list] of LOOKUP_FIELDS) {
    const id = input[field];
    if (id !== null) refs.push({ field, list, id });
  }
  for (const [field, list] of LOOKUP_LIST_FIELDS) {
    input[field].forEach((id, i) => {
      refs.push({ field: `${field}.${i}`, list, id });
    });
  }
  for (const field of await missingLookups(db, refs)) add(field.replace(/\.\d+$/, ''), 'validation.exists');

  // Assets: the caller's account, shared or of this advertiser.
  const template = CREATIVE_TEMPLATES[input.creative_template_id];
  const assetRefs: { field: string; id: number }[] = [];
  for (const field of ['primary_asset_id', 'secondary_asset_id', 'thumbnail_id'] as const) {
    const id = input[field];
    if (id !== null) assetRefs.push({ field, id });
  }
  for (const part of ['images', 'icons', 'videos'] as const)
    for (const id of input.native?.[part] ?? []) assetRefs.push({ field: `native.${part}`, id });
  if (assetRefs.length) {
    const rows = await rowsOf(
      db,
      sql`select id, asset_type_id, thumbnail from creative_assets
          where account_id = ${ctx.accountId} and (advertiser_id is null or advertiser_id = ${advertiserId})
            and id in (${inList(assetRefs.map((r) => r.id))})`,
    );
    const found = new Map(rows.map((r) => [Number(r.id), Number(r.asset_type_id)]));
    for (const ref of assetRefs) {
      const type = found.get(ref.id);
      if (type === undefined) add(ref.field, 'validation.asset_not_found');
      else if (ref.field === 'primary_asset_id' && template?.asset_type_id && type !== template.asset_type_id)
        add(ref.field, 'validation.asset_type');
      else if (
        (ref.field === 'thumbnail_id' || ref.field === 'native.images' || ref.field === 'native.icons') &&
        type !== 1
      )
        add(ref.field, 'validation.asset_type');
      else if (ref.field === 'native.videos' && type !== 3) add(ref.field, 'validation.asset_type');
    }
  }

  // Library add-ons: the caller's account, active, shared or of this advertiser.
  const addonKinds: Record<number, CreativeAddonKind> = {};
  if (input.addons.length) {
    const rows = await rowsOf(
      db,
      sql`select id, kind from creative_addons
          where account_id = ${ctx.accountId} and active
            and (advertiser_id is null or advertiser_id = ${advertiserId})
            and id in (${inList(input.addons)})`,
    );
    for (const r of rows) addonKinds[Number(r.id)] = String(r.kind) as CreativeAddonKind;
    if (input.addons.some((id) => !(id in addonKinds))) add('addons', 'validation.exists');
  }

  const rules = creativeRuleErrors(input, { addonKinds });
  for (const [field, keys] of Object.entries(rules)) for (const key of keys) add(field, key);
  for (const field of Object.keys(errors)) errors[field] = [...new Set(errors[field])];
  return errors;
}
