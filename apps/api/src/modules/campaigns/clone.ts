import { type Campaign, type CloneCampaign, cloneCampaignSchema } from '@beacon/contracts';
import { eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { campaigns, creativeLineAssociations, lineItems } from '../../db/schema.ts';
import { type ActivityRecord, recordActivity } from '../../platform/activity/record.ts';
import type { AuthContext } from '../../platform/auth/context.ts';
import { parseCloneForm } from '../../platform/clone-form.ts';
import type { Executor } from '../../platform/db/client.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { rowsOf } from '../../platform/list-query/run.ts';
import { findCampaign, lockCampaign } from './service.ts';

/** Reads the clone form of a campaign (see `parseCloneForm`). */
export const readCloneForm = (request: FastifyRequest): Promise<CloneCampaign> =>
  parseCloneForm(request, cloneCampaignSchema);

/** Database column names of a table except the ones a copy sets itself. */
function copiedColumns(table: typeof lineItems | typeof campaigns, except: string[]) {
  return Object.values(getTableColumns(table))
    .map((c) => c.name)
    .filter((name) => !except.includes(name));
}

const columnList = (names: string[]) => sql.raw(names.map((n) => `"${n}"`).join(', '));

/** Copies a row of `table` with every column but `except`, setting `overrides`; answers the new id. */
async function copyRow(
  tx: Executor,
  table: 'campaigns' | 'line_items',
  columns: string[],
  sourceId: number,
  overrides: Record<string, unknown>,
): Promise<number> {
  const keys = Object.keys(overrides);
  const targets = columnList([...columns, ...keys]);
  const values = sql.join(
    [sql.raw(columns.map((n) => `"${n}"`).join(', ')), ...keys.map((k) => sql`${overrides[k]}`)],
    sql`, `,
  );
  const [row] = await rowsOf(
    tx,
    sql`insert into ${sql.raw(table)} (${targets}) select ${values} from ${sql.raw(table)} where id = ${sourceId} returning id`,
  );
  return Number(row!.id);
}

const CAMPAIGN_OWN = ['id', 'external_id', 'name', 'active', 'created_by', 'created_at', 'updated_at'];
const LINE_ITEM_OWN = ['id', 'external_id', 'campaign_id', 'active', 'created_at', 'updated_at'];

/**
 * Copies a campaign in one transaction: alone, with its line items, or with its line items and
 * their creative associations (the creatives themselves are shared, not copied). Copies start
 * inactive, so nothing delivers until a person reviews them, and get new external ids.
 */
export async function cloneCampaign(
  deps: AppDeps,
  ctx: AuthContext,
  id: number,
  request: CloneCampaign,
): Promise<Campaign> {
  return deps.db.transaction(async (tx) => {
    const source = await lockCampaign(tx, ctx, id);
    const name = request.name ?? `${source.name} (copy)`.slice(0, 255);
    const now = new Date();
    const cloneId = await copyRow(tx, 'campaigns', copiedColumns(campaigns, CAMPAIGN_OWN), id, {
      name,
      active: false,
      created_by: ctx.userId,
      created_at: now,
      updated_at: now,
    });
    const log: ActivityRecord[] = [
      {
        entity: 'campaign',
        entityId: cloneId,
        entityName: name,
        advertiserId: source.advertiser_id,
        event: 'cloned',
        changes: [
          { field: 'source_id', old: null, new: id },
          { field: 'clone', old: null, new: request.clone },
        ],
      },
      {
        entity: 'campaign',
        entityId: id,
        entityName: source.name,
        advertiserId: source.advertiser_id,
        event: 'cloned',
        changes: [{ field: 'clone_id', old: null, new: cloneId }],
      },
    ];
    if (request.clone.includes('line_items')) {
      const lines = await tx
        .select({ id: lineItems.id, name: lineItems.name })
        .from(lineItems)
        .where(eq(lineItems.campaignId, id))
        .orderBy(lineItems.id);
      const lineColumns = copiedColumns(lineItems, LINE_ITEM_OWN);
      const lineMap = new Map<number, number>();
      for (const line of lines) {
        const newLineId = await copyRow(tx, 'line_items', lineColumns, line.id, {
          campaign_id: cloneId,
          active: false,
          created_at: now,
          updated_at: now,
        });
        lineMap.set(line.id, newLineId);
        log.push({
          entity: 'line_item',
          entityId: newLineId,
          entityName: line.name,
          advertiserId: source.advertiser_id,
          event: 'cloned',
          changes: [{ field: 'source_id', old: null, new: line.id }],
        });
      }
      if (request.clone.includes('creatives') && lineMap.size) {
        const associations = await tx
          .select()
          .from(creativeLineAssociations)
          .where(inArray(creativeLineAssociations.lineItemId, [...lineMap.keys()]));
        if (associations.length) {
          await tx.insert(creativeLineAssociations).values(
            associations.map((a) => ({
              creativeId: a.creativeId,
              lineItemId: lineMap.get(a.lineItemId)!,
              startDate: a.startDate,
              endDate: a.endDate,
              active: a.active,
              weight: a.weight,
            })),
          );
        }
      }
    }
    await recordActivity(tx, ctx, log);
    return findCampaign(tx, ctx, cloneId);
  });
}
