import type { Analytics } from '@beacon/analytics';
import { SEGMENT_TAG_TYPES, segmentCategoryRequestSchema, segmentRequestSchema } from '@beacon/contracts';
import { eq, sql } from 'drizzle-orm';
import type { WorldRule } from '../db/reference-data/segment-catalogue.ts';
import { type CatalogueNode, SEGMENT_PROVIDERS } from '../db/reference-data/segment-catalogue.ts';
import { accounts, advertisers } from '../db/schema.ts';
import { createCategory } from '../modules/segments/category-service.ts';
import { createSegment } from '../modules/segments/service.ts';
import { fillFromWorld, type WorldTarget } from '../modules/segments/world-members.ts';
import type { AppDeps } from '../platform/deps.ts';
import { rowsOf } from '../platform/list-query/run.ts';
import { adminContext } from './admin-context.ts';

type DemoSegment = {
  key: string;
  name: string;
  description: string;
  advertiser: string | null;
  category: string;
  parent?: string;
  tagType?: number;
  world?: WorldRule;
};

const DEMO_CATEGORIES = [
  { key: 'visitors', name: 'Place visitors' },
  { key: 'customers', name: 'Customers' },
  { key: 'site_audiences', name: 'Site audiences' },
];

/** First-party segments of the demo advertisers; most are filled from the synthetic world. */
const DEMO_SEGMENTS: DemoSegment[] = [
  {
    key: 'cafe_coffee_visitors',
    name: 'Coffee-shop visitors',
    description: 'Devices seen at coffee shops in the last 30 days',
    advertiser: 'Café Montaña',
    category: 'visitors',
    world: { visited: ['Food', 'Coffee shop'] },
  },
  {
    key: 'cafe_bakery_visitors',
    name: 'Bakery visitors',
    description: 'Devices seen at bakeries',
    advertiser: 'Café Montaña',
    category: 'visitors',
    world: { visited: ['Food', 'Bakery'] },
  },
  {
    key: 'cafe_site_visitors',
    name: 'Café Montaña site visitors',
    description: 'Visitors of cafemontana.com.co, collected by the JavaScript tag',
    advertiser: 'Café Montaña',
    category: 'site_audiences',
    tagType: SEGMENT_TAG_TYPES.javascript,
  },
  {
    key: 'rio_dealer_visitors',
    name: 'Car-dealer visitors',
    description: 'Devices seen at car dealers',
    advertiser: 'Rio Mobility',
    category: 'visitors',
    world: { visited: ['Automotive', 'Car dealer'] },
  },
  {
    key: 'rio_dealer_weekend',
    name: 'Weekend car-dealer visitors',
    description: 'Car-dealer visitors seen on a Saturday or Sunday',
    advertiser: 'Rio Mobility',
    category: 'visitors',
    parent: 'rio_dealer_visitors',
    world: { visited: ['Automotive', 'Car dealer'], weekendOnly: true },
  },
  {
    key: 'atlas_branch_visitors',
    name: 'Bank-branch visitors',
    description: 'Devices seen at bank branches',
    advertiser: 'Atlas Bank',
    category: 'customers',
    world: { visited: ['Finance', 'Bank'] },
  },
  {
    key: 'atlas_affluent_professionals',
    name: 'Affluent professionals',
    description: 'Upper-income devices with a workplace',
    advertiser: 'Atlas Bank',
    category: 'customers',
    world: { devices: 'socio_level >= 5 AND work_neighbourhood_id != 0' },
  },
  {
    key: 'gym_goers',
    name: 'Gym goers',
    description: 'Devices seen at gyms (any advertiser may use it)',
    advertiser: null,
    category: 'visitors',
    world: { visited: ['Health', 'Gym'] },
  },
  {
    key: 'mall_visitors',
    name: 'Shopping-mall visitors',
    description: 'Devices seen at shopping malls',
    advertiser: null,
    category: 'visitors',
    world: { visited: ['Leisure', 'Shopping mall'] },
  },
];

/**
 * Demo segment categories and first-party segments for the demo advertisers, written through the
 * same services a person uses (rules, activity log). Runs on the first start, after the demo
 * advertisers exist.
 */
export async function seedDemoSegments(deps: AppDeps, adminEmail: string) {
  const ctx = await adminContext(deps, adminEmail);
  if (!ctx) return;
  const advertiserIds = new Map(
    (
      await deps.db
        .select({ id: advertisers.id, name: advertisers.name })
        .from(advertisers)
        .where(eq(advertisers.accountId, ctx.accountId))
    ).map((a) => [a.name, a.id]),
  );
  const categoryIds = new Map<string, number>();
  for (const c of DEMO_CATEGORIES) {
    const created = await createCategory(deps, ctx, segmentCategoryRequestSchema.parse(c));
    categoryIds.set(c.key, created.id);
  }
  const segmentIds = new Map<string, number>();
  for (const s of DEMO_SEGMENTS) {
    const advertiserId = s.advertiser ? (advertiserIds.get(s.advertiser) ?? null) : null;
    if (s.advertiser && advertiserId === null) continue;
    const created = await createSegment(
      deps,
      ctx,
      segmentRequestSchema.parse({
        name: s.name,
        key: s.key,
        description: s.description,
        advertiser_id: advertiserId,
        days: 90,
        parent_id: s.parent ? (segmentIds.get(s.parent) ?? null) : null,
        category_ids: s.parent ? [] : [categoryIds.get(s.category)!],
        tag_type_id: s.tagType ?? SEGMENT_TAG_TYPES.image_pixel,
      }),
    );
    segmentIds.set(s.key, created.id);
  }
}

function catalogueRules(nodes: CatalogueNode[], into: Map<string, WorldRule>) {
  for (const node of nodes) {
    if (node.world) into.set(node.key, node.world);
    if (node.children) catalogueRules(node.children, into);
  }
  return into;
}

/**
 * Fills the demo segments and the third-party catalogue from the synthetic world (each segment
 * once). Called after the world is built; does nothing without a world.
 */
export async function fillDemoMembers(deps: AppDeps, store: Analytics): Promise<number> {
  const targets: WorldTarget[] = [];
  for (const provider of SEGMENT_PROVIDERS) {
    const rules = catalogueRules(provider.tree, new Map());
    const rows = await rowsOf(
      deps.db,
      sql`select id, key from segments where account_id = 0 and data_provider_key = ${provider.key}`,
    );
    for (const r of rows) {
      const rule = rules.get(String(r.key));
      if (rule) targets.push({ accountId: 0, segmentId: Number(r.id), rule });
    }
  }
  const [account] = await deps.db.select().from(accounts).where(eq(accounts.masterAccount, true)).limit(1);
  if (account) {
    const rules = new Map(DEMO_SEGMENTS.filter((s) => s.world).map((s) => [s.key, s.world!]));
    const rows = await rowsOf(
      deps.db,
      sql`select id, key from segments where account_id = ${account.id} and data_provider_key is null`,
    );
    for (const r of rows) {
      const rule = rules.get(String(r.key));
      if (rule) targets.push({ accountId: account.id, segmentId: Number(r.id), rule });
    }
  }
  return fillFromWorld(store, targets);
}
