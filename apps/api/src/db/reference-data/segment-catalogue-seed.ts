import { SEGMENT_TAG_TYPES, VERB_USAGE_USED } from '@beacon/contracts';
import type { Executor } from '../../platform/db/client.ts';
import { segmentCategories, segmentCategoryLinks, segmentDataProviders, segments } from '../schema.ts';
import { type CatalogueNode, SEGMENT_PROVIDERS } from './segment-catalogue.ts';

/** The shared catalogue lives under account 0 (see the 0007 migration). */
const CATALOGUE_ACCOUNT = 0;

/**
 * The third-party providers and their taxonomies. A provider's tree is written once, when the
 * provider row is first inserted, so an operator's later edits (renamed or retired nodes) stay.
 */
export async function seedSegmentCatalogue(tx: Executor) {
  const inserted = await tx
    .insert(segmentDataProviders)
    .values(
      SEGMENT_PROVIDERS.map((p, i) => ({
        key: p.key,
        name: p.name,
        description: p.description,
        website: p.website,
        sortOrder: i + 1,
      })),
    )
    .onConflictDoNothing()
    .returning({ key: segmentDataProviders.key });
  const fresh = new Set(inserted.map((p) => p.key));
  for (const provider of SEGMENT_PROVIDERS) {
    if (!fresh.has(provider.key)) continue;
    for (const node of provider.tree) await writeNode(tx, provider.key, node, null, null);
  }
}

async function writeNode(
  tx: Executor,
  providerKey: string,
  node: CatalogueNode,
  categoryId: number | null,
  parentSegmentId: number | null,
) {
  if (node.children && !node.segment) {
    const [category] = await tx
      .insert(segmentCategories)
      .values({
        accountId: CATALOGUE_ACCOUNT,
        dataProviderKey: providerKey,
        name: node.name,
        key: node.key,
        parentId: categoryId,
      })
      .returning({ id: segmentCategories.id });
    for (const child of node.children) await writeNode(tx, providerKey, child, category!.id, null);
    return;
  }
  const [segment] = await tx
    .insert(segments)
    .values({
      accountId: CATALOGUE_ACCOUNT,
      dataProviderKey: providerKey,
      name: node.name,
      key: node.key,
      description: node.description ?? null,
      parentId: parentSegmentId,
      verbUsageId: VERB_USAGE_USED,
      // Provider segments are refreshed by the provider; none expires inside Beacon.
      days: null,
      tagTypeId: SEGMENT_TAG_TYPES.image_pixel,
    })
    .returning({ id: segments.id });
  // Child segments sit under their parent segment; only the top segment is filed in the category.
  if (categoryId !== null && parentSegmentId === null) {
    await tx.insert(segmentCategoryLinks).values({ segmentId: segment!.id, categoryId });
  }
  for (const child of node.children ?? []) await writeNode(tx, providerKey, child, categoryId, segment!.id);
}
