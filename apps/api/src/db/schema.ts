import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export const accounts = pgTable('accounts', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  masterAccount: boolean('master_account').notNull().default(false),
  accountType: text('account_type').notNull().default('default'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Look-and-feel of an account, also served by host name before sign-in. */
export const accountDesigns = pgTable('account_designs', {
  accountId: integer('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  domain: text('domain').unique(),
  platformName: text('platform_name').notNull().default('Beacon'),
  helpUrl: text('help_url'),
  logo: text('logo'),
  colours: jsonb('colours').$type<Record<string, string>>().notNull().default({}),
  updatedAt: updatedAt(),
});

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  /** `Subject:action` pairs of the permission registry. */
  permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
});

export const userPositions = pgTable('user_positions', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    lastName: text('last_name').notNull(),
    passwordHash: text('password_hash'),
    language: text('language').notNull().default('en'),
    positionId: integer('position_id').references(() => userPositions.id),
    avatarKey: text('avatar_key'),
    emailTwoFactorEnabled: boolean('email_two_factor_enabled').notNull().default(false),
    googleTwoFactorEnabled: boolean('google_two_factor_enabled').notNull().default(false),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** Time step of the last accepted authenticator code: a code is never accepted twice. */
    totpLastStep: integer('totp_last_step'),
    forbiddenAccountIds: integer('forbidden_account_ids').array().notNull().default(sql`'{}'::integer[]`),
    lastAccountId: integer('last_account_id'),
    lastAccess: timestamp('last_access', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    // Trigram indexes serve the lists' ILIKE search and filters (pg_trgm, in PGlite too).
    index('users_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_last_name_trgm').using('gin', sql`${t.lastName} gin_trgm_ops`),
    index('users_email_trgm').using('gin', sql`${t.email} gin_trgm_ops`),
  ],
);

/** Membership: a user's role and active flag in one account. */
export const accountUsers = pgTable(
  'account_users',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.userId] }),
    index('account_users_user_idx').on(t.userId),
    index('account_users_account_id_idx').on(t.accountId, t.userId),
  ],
);

/** One row per issued access token, so sign-out and refresh can revoke it server-side. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Single-use tokens: account activation (`init`) and password reset (`reset`). Only hashes are kept. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId, t.kind)],
);

export const twoFactorChallenges = pgTable('two_factor_challenges', {
  id: text('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  method: text('method').notNull(),
  codeHash: text('code_hash'),
  attempts: integer('attempts').notNull().default(0),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** Failed sign-ins, counted per e-mail and per address over a sliding window. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_failures_email_idx').on(t.email, t.createdAt),
    index('auth_failures_ip_idx').on(t.ip, t.createdAt),
  ],
);

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id').references(() => accounts.id, { onDelete: 'set null' }),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    status: text('status').notNull(),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_account_idx').on(t.accountId, t.id)],
);

export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});

/**
 * How far a simulation has run (UTC seconds), by name (`delivery`). Moved in the same transaction
 * as the ledger rows of a slice, so every process on the database sees one mark. While the events
 * of the last slice are being written to the analytics store, the slice is pending: it started at
 * `pending_from` (it ends at the mark) and `pending_ledger` holds what it added to the ledger, so
 * a crash before the events are all written can be undone (`modules/delivery/ledger.ts`).
 */
export const simulationProgress = pgTable('simulation_progress', {
  name: text('name').primaryKey(),
  simulatedUntil: bigint('simulated_until', { mode: 'number' }).notNull(),
  pendingFrom: bigint('pending_from', { mode: 'number' }),
  pendingLedger: jsonb('pending_ledger'),
  updatedAt: updatedAt(),
});

// ---------------------------------------------------------------------------------------------
// Reference data (000 §7 "Other lookups"). Seeded once from real sources or from the seed files
// and editable as data: the code never hard-codes a list's rows.

/** Names in the three interface languages; `name` is the English one. */
export type LocalizedNames = { en: string; es: string; pt: string };

export const continents = pgTable('continents', {
  id: integer('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  names: jsonb('names').$type<LocalizedNames>().notNull(),
  /** Display order of 001 §9 (Asia, Europe, Caribbean, North, Central, South America, then the rest). */
  sortOrder: integer('sort_order').notNull(),
});

/** Countries keyed by their ISO 3166-1 numeric code (170 Colombia, 76 Brazil, ...). */
export const countries = pgTable(
  'countries',
  {
    id: integer('id').primaryKey(),
    alpha2: text('alpha2').notNull().unique(),
    alpha3: text('alpha3').notNull().unique(),
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    continentId: integer('continent_id')
      .notNull()
      .references(() => continents.id),
    currency: text('currency'),
  },
  (t) => [index('countries_continent_idx').on(t.continentId)],
);

/** First-level subdivisions (states, departments, provinces). */
export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('regions_country_code_unique').on(t.countryId, t.code)],
);

export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    regionId: integer('region_id').references(() => regions.id),
    name: text('name').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    population: integer('population').notNull().default(0),
    /** Identifier at the data source (GeoNames id), so reloading updates instead of duplicating. */
    sourceId: text('source_id').unique(),
  },
  (t) => [
    index('cities_country_idx').on(t.countryId, t.population),
    index('cities_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** ISO 4217 currencies; `budget_max` is the campaign budget ceiling of 000 §5 where one is set. */
export const currencies = pgTable('currencies', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  names: jsonb('names').$type<LocalizedNames>().notNull(),
  budgetMax: numeric('budget_max', { precision: 20, scale: 8 }),
  active: boolean('active').notNull().default(true),
});

/** IANA time zones; numeric ids because line items associate time zones by id (000 §7). */
export const timezones = pgTable('timezones', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});

/**
 * Small coded lists (budget types, pacing, KPIs, unit times, ...), one row per value. A list is
 * named by `list`; ids are stable because objects store them.
 */
export const lookupValues = pgTable(
  'lookup_values',
  {
    list: text('list').notNull(),
    id: integer('id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    names: jsonb('names').$type<LocalizedNames>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    /** List-specific attributes (e.g. the IAB code of a category, minutes of a unit time). */
    extra: jsonb('extra').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    primaryKey({ columns: [t.list, t.id] }),
    uniqueIndex('lookup_values_code_unique').on(t.list, t.code),
  ],
);

/** Advertiser makers (manufacturers, holding companies) by country, and their trademarks. */
export const makers = pgTable(
  'makers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    countryId: integer('country_id').references(() => countries.id),
  },
  (t) => [index('makers_country_idx').on(t.countryId)],
);

export const tradeMarks = pgTable(
  'trade_marks',
  {
    id: serial('id').primaryKey(),
    makerId: integer('maker_id')
      .notNull()
      .references(() => makers.id),
    name: text('name').notNull(),
  },
  (t) => [index('trade_marks_maker_idx').on(t.makerId)],
);

// ---------------------------------------------------------------------------------------------
// Buying objects (000 §3)

/** The id an object carries at the bidder; shared by every buying object, never reused. */
export const externalIdSequence = pgSequence('external_id_seq', { startWith: 100000 });
const externalId = () =>
  bigint('external_id', { mode: 'number' }).notNull().unique().default(sql`nextval('external_id_seq')`);

/** Money: 8 decimals, the precision budgets are compared at (000 §5). */
const money = (name: string) => numeric(name, { precision: 20, scale: 8 });

export const advertisers = pgTable(
  'advertisers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    externalId: externalId(),
    name: text('name').notNull(),
    categoryId: integer('category_id').notNull(),
    domain: text('domain').notNull(),
    appBundle: text('app_bundle'),
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    countryId: integer('country_id').references(() => countries.id),
    makerId: integer('maker_id').references(() => makers.id),
    tradeMarkId: integer('trade_mark_id').references(() => tradeMarks.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('advertisers_account_name_unique').on(t.accountId, sql`lower(${t.name})`),
    index('advertisers_account_external_idx').on(t.accountId, t.externalId),
    index('advertisers_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** A user assigned to some advertisers of an account sees only those advertisers, everywhere. */
export const userAdvertisers = pgTable(
  'user_advertisers',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.advertiserId] }),
    index('user_advertisers_account_user_idx').on(t.accountId, t.userId),
    index('user_advertisers_advertiser_idx').on(t.advertiserId),
  ],
);

export const campaigns = pgTable(
  'campaigns',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id),
    externalId: externalId(),
    alternativeId: integer('alternative_id'),
    name: text('name').notNull(),
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    traffickerId: integer('trafficker_id').references(() => users.id, { onDelete: 'set null' }),
    continentId: integer('continent_id').references(() => continents.id),
    allowsEvents: boolean('allows_events').notNull().default(false),
    budget: money('budget').notNull(),
    budgetTypeId: integer('budget_type_id').notNull(),
    /** The advertiser's currency when the campaign was created. */
    currency: text('currency')
      .notNull()
      .references(() => currencies.code),
    /** Wall-clock times in the campaign's time zone. */
    startDate: timestamp('start_date', { mode: 'string' }).notNull(),
    endDate: timestamp('end_date', { mode: 'string' }).notNull(),
    dailyBudget: money('daily_budget'),
    timezoneId: integer('timezone_id')
      .notNull()
      .references(() => timezones.id),
    campaignPmp: boolean('campaign_pmp').notNull().default(false),
    deliveryTypeId: integer('delivery_type_id').notNull(),
    deliveryObjectiveId: integer('delivery_objective_id').notNull(),
    /** Frequency cap: `frequency_ads` ads every `frequency_every` `frequency_unit_time_id`. */
    frequencyAds: integer('frequency_ads'),
    frequencyEvery: integer('frequency_every'),
    frequencyUnitTimeId: integer('frequency_unit_time_id'),
    frequencyCapTypeId: integer('frequency_cap_type_id'),
    optimizationStrategyId: integer('optimization_strategy_id').notNull(),
    strategyId: integer('strategy_id'),
    campaignPacingId: integer('campaign_pacing_id').notNull(),
    kpiId: integer('kpi_id'),
    kpiTarget: money('kpi_target'),
    bidShading: boolean('bid_shading').notNull().default(false),
    automaticAllocation: boolean('automatic_allocation').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('campaigns_account_external_idx').on(t.accountId, t.externalId),
    index('campaigns_advertiser_idx').on(t.advertiserId),
    index('campaigns_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/** Versions of the campaign terms and conditions; the newest `published_at` is current. */
export const campaignTerms = pgTable('campaign_terms', {
  version: text('version').primaryKey(),
  texts: jsonb('texts').$type<LocalizedNames>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

/** Who accepted which terms version for an account, and when. */
export const campaignTermsAcceptances = pgTable(
  'campaign_terms_acceptances',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    version: text('version')
      .notNull()
      .references(() => campaignTerms.version),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('campaign_terms_acceptance_unique').on(t.accountId, t.version)],
);

/**
 * Line items (000 §3). Money columns are `numeric(20,8)`; which bid fields a line uses follows its
 * bid strategy (the field matrix in `@beacon/contracts` line-items). Dates are wall-clock times in
 * the line's own time zone.
 */
export const lineItems = pgTable(
  'line_items',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id),
    externalId: externalId(),
    alternativeId: integer('alternative_id'),
    name: text('name').notNull(),
    lineItemTypeId: integer('line_item_type_id').notNull().default(1),
    /** `line_budget_types`: 1 spend (budget is money), 2 impressions (budget is a count). */
    budgetTypeId: integer('budget_type_id').notNull().default(1),
    budget: money('budget').notNull(),
    dailyBudget: money('daily_budget'),
    startDate: timestamp('start_date', { mode: 'string' }).notNull(),
    endDate: timestamp('end_date', { mode: 'string' }).notNull(),
    timezoneId: integer('timezone_id').references(() => timezones.id),
    bidStrategyId: integer('bid_strategy_id').notNull().default(1),
    strategyId: integer('strategy_id'),
    bidShadingId: integer('bid_shading_id'),
    fixCpm: boolean('fix_cpm').notNull().default(false),
    cpmBid: money('cpm_bid'),
    maxCpmBid: money('max_cpm_bid'),
    targetEcpm: money('target_ecpm'),
    targetEcpc: money('target_ecpc'),
    /** Percentages (0–100). */
    targetCtr: money('target_ctr'),
    expectedCtr: money('expected_ctr'),
    targetEcpcv: money('target_ecpcv'),
    targetCpcv: money('target_cpcv'),
    targetVcr: money('target_vcr'),
    linePacingId: integer('line_pacing_id').notNull().default(1),
    pacingBehaviorId: integer('pacing_behavior_id').notNull().default(1),
    catchupBehaviorId: integer('catchup_behavior_id').notNull().default(1),
    multiplierPacingBehavior: numeric('multiplier_pacing_behavior', { precision: 6, scale: 2 }),
    /** `creative_methods`: 1 random, 2 weighted (weights on the associations, summing to 100). */
    creativeMethodId: integer('creative_method_id').notNull().default(1),
    optimizationStrategyId: integer('optimization_strategy_id'),
    guaranteed: boolean('guaranteed').notNull().default(false),
    frequencyAds: integer('frequency_ads'),
    frequencyEvery: integer('frequency_every'),
    frequencyUnitTimeId: integer('frequency_unit_time_id'),
    frequencyCapTypeId: integer('frequency_cap_type_id'),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('line_items_campaign_idx').on(t.campaignId),
    index('line_items_account_idx').on(t.accountId),
    index('line_items_account_external_idx').on(t.accountId, t.externalId),
    index('line_items_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

/**
 * Uploaded creative files (000 §7 asset routes): images, HTML5 bundles, video, audio and
 * thumbnails. The bytes live in the file store under `storage_key`; for HTML5 the key names the
 * unpacked folder and `entry` its index file. Dimensions, duration and bit rate are read from the
 * file, never taken from the client.
 */
export const creativeAssets = pgTable(
  'creative_assets',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    advertiserId: integer('advertiser_id').references(() => advertisers.id),
    /** `asset_types`: 1 creative (image), 2 html, 3 video, 4 audio. */
    assetTypeId: integer('asset_type_id').notNull(),
    /** Thumbnails are image assets marked as such. */
    thumbnail: boolean('thumbnail').notNull().default(false),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    storageKey: text('storage_key').notNull(),
    entry: text('entry'),
    width: integer('width'),
    height: integer('height'),
    durationMs: integer('duration_ms'),
    bitRate: integer('bit_rate'),
    /** A thumbnail made from the asset (first frame is not extracted: images only). */
    thumbnailAssetId: integer('thumbnail_asset_id'),
    sha256: text('sha256').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('creative_assets_account_idx').on(t.accountId, t.assetTypeId)],
);

/** Reusable add-ons of an account (pixels, scripts, click trackers) offered on creative forms. */
export const creativeAddons = pgTable(
  'creative_addons',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    advertiserId: integer('advertiser_id').references(() => advertisers.id),
    name: text('name').notNull(),
    /** pixel | script | click_tracker */
    kind: text('kind').notNull(),
    content: text('content').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('creative_addons_account_idx').on(t.accountId, t.kind)],
);

/**
 * Creatives (000 §3 form groups). Scalar fields are columns; lists (vendors, mime types, bit
 * rates, expandable directions, add-ons, events) and the native parts are JSON arrays/objects.
 */
export const creatives = pgTable(
  'creatives',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id),
    externalId: externalId(),
    alternativeId: integer('alternative_id'),
    name: text('name').notNull(),
    // base
    creativeTypeId: integer('creative_type_id').notNull().default(1),
    creativeTemplateId: integer('creative_template_id').notNull().default(1),
    budgetTypeId: integer('budget_type_id'),
    audioTypeId: integer('audio_type_id'),
    startDate: timestamp('start_date', { mode: 'string' }),
    endDate: timestamp('end_date', { mode: 'string' }),
    secure: boolean('secure').notNull().default(true),
    // advertiser
    domain: text('domain'),
    categoryId: integer('category_id'),
    appBundle: text('app_bundle'),
    // ad content
    primaryAssetId: integer('primary_asset_id').references(() => creativeAssets.id),
    secondaryAssetId: integer('secondary_asset_id').references(() => creativeAssets.id),
    companionSizeId: integer('companion_size_id'),
    companionHtml: text('companion_html'),
    clickUrl: text('click_url'),
    tag: text('tag'),
    creativeRuleId: integer('creative_rule_id'),
    videoDuration: integer('video_duration'),
    audioDuration: integer('audio_duration'),
    title: text('title'),
    clickUrlAudio: text('click_url_audio'),
    secondarySizeId: integer('secondary_size_id'),
    // exchange options
    vendors: jsonb('vendors').$type<number[]>().notNull().default([]),
    landingPageUrl: text('landing_page_url'),
    appnexusSubmit: boolean('appnexus_submit').notNull().default(false),
    thumbnailId: integer('thumbnail_id').references(() => creativeAssets.id),
    // add-ons
    addons: jsonb('addons').$type<number[]>().notNull().default([]),
    pixels: jsonb('pixels').$type<string[]>().notNull().default([]),
    scripts: jsonb('scripts').$type<string[]>().notNull().default([]),
    clickTrackers: jsonb('click_trackers').$type<string[]>().notNull().default([]),
    vastEvents: jsonb('vast_events').$type<{ event: string; url: string }[]>().notNull().default([]),
    progressEvents: jsonb('progress_events').$type<{ offset: string; url: string }[]>().notNull().default([]),
    // attributes
    sizeId: integer('size_id'),
    width: integer('width'),
    height: integer('height'),
    mimeTypeId: integer('mime_type_id'),
    expandableTypeId: integer('expandable_type_id'),
    expandableDirections: jsonb('expandable_directions').$type<number[]>().notNull().default([]),
    videoMimeTypes: jsonb('video_mime_types').$type<number[]>().notNull().default([]),
    audioMimeTypes: jsonb('audio_mime_types').$type<number[]>().notNull().default([]),
    videoApiId: integer('video_api_id'),
    videoBitRates: jsonb('video_bit_rates').$type<number[]>().notNull().default([]),
    audioBitRates: jsonb('audio_bit_rates').$type<number[]>().notNull().default([]),
    responsive: boolean('responsive').notNull().default(false),
    inBannerVideoId: integer('in_banner_video_id'),
    mraidPlayable: boolean('mraid_playable').notNull().default(false),
    moatWebViewability: boolean('moat_web_viewability').notNull().default(false),
    moatInappViewability: boolean('moat_inapp_viewability').notNull().default(false),
    skippable: boolean('skippable').notNull().default(false),
    skipOffset: text('skip_offset'),
    /** Native parts: title_text, body_text, call_to_action, aspect_ratio, images, icons, videos. */
    native: jsonb('native').$type<Record<string, unknown>>(),
    modelTypeId: integer('model_type_id'),
    /** Exchange review: pending | approved | rejected, with the reasons (translation keys). */
    approvalStatus: text('approval_status').notNull().default('pending'),
    approvalReasons: jsonb('approval_reasons').$type<string[]>().notNull().default([]),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The ad server a clone came from (dfa, sizmek, flashtalking), when cloned through one. */
    cloneProvider: text('clone_provider'),
    active: boolean('active').notNull().default(true),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('creatives_account_idx').on(t.accountId),
    index('creatives_account_external_idx').on(t.accountId, t.externalId),
    index('creatives_advertiser_idx').on(t.advertiserId),
    index('creatives_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
  ],
);

export const creativeLineAssociations = pgTable(
  'creative_line_associations',
  {
    id: serial('id').primaryKey(),
    creativeId: integer('creative_id')
      .notNull()
      .references(() => creatives.id),
    lineItemId: integer('line_item_id')
      .notNull()
      .references(() => lineItems.id),
    startDate: timestamp('start_date', { mode: 'string' }),
    endDate: timestamp('end_date', { mode: 'string' }),
    active: boolean('active').notNull().default(true),
    /** Share of the line's impressions (0–100) when the line weights its creatives. */
    weight: integer('weight'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('creative_line_unique').on(t.creativeId, t.lineItemId),
    index('creative_line_line_idx').on(t.lineItemId),
  ],
);

/**
 * The budget ledger: spend per campaign, line item and day in the campaign's currency, written by
 * delivery (the simulator or a bidder feed). Budgets, pacing and the delete rules read it. Rows
 * keep the campaign even when their line item is gone, so a campaign's spend is never lost.
 */
export const spendLedger = pgTable(
  'spend_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    lineItemId: integer('line_item_id').references(() => lineItems.id, { onDelete: 'set null' }),
    day: date('day', { mode: 'string' }).notNull(),
    spend: money('spend').notNull().default('0'),
    impressions: bigint('impressions', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    uniqueIndex('spend_ledger_unique').on(t.campaignId, sql`coalesce(${t.lineItemId}, 0)`, t.day),
    index('spend_ledger_line_idx').on(t.lineItemId, t.day),
  ],
);

/** Activity log: one row per create, update, state change, clone or delete, with field diffs. */
export const activityLog = pgTable(
  'activity_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    entity: text('entity').notNull(),
    entityId: integer('entity_id').notNull(),
    /** The object's name when the entry was written, so deleted objects stay readable. */
    entityName: text('entity_name').notNull(),
    /** The advertiser the object belongs to: advertiser-restricted users see only theirs. */
    advertiserId: integer('advertiser_id'),
    event: text('event').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept as written, so the entry stays readable after the user is removed. */
    userName: text('user_name').notNull(),
    changes: jsonb('changes').$type<{ field: string; old: unknown; new: unknown }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('activity_log_entity_idx').on(t.accountId, t.entity, t.entityId, t.id),
    index('activity_log_account_entity_idx').on(t.accountId, t.entity, t.id),
  ],
);

// Segments (001 §3.4): first-party segments and categories of an account (account_id > 0), and the
// third-party catalogue of data providers (account_id 0 with the provider's key), read by every account.

/** Third-party data providers whose taxonomies every account may browse (Segment:third_party_index). */
export const segmentDataProviders = pgTable('segment_data_providers', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  website: text('website'),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

/** Where a segment or category sits: an account's own, or a provider's catalogue (account 0). */
const segmentOwnerCheck = () =>
  sql.raw(
    `("data_provider_key" IS NULL AND "account_id" > 0) OR ("data_provider_key" IS NOT NULL AND "account_id" = 0 AND "advertiser_id" IS NULL)`,
  );

export const segmentCategories = pgTable(
  'segment_categories',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    advertiserId: integer('advertiser_id').references(() => advertisers.id),
    dataProviderKey: text('data_provider_key').references(() => segmentDataProviders.key),
    externalId: externalId(),
    name: text('name').notNull(),
    key: text('key').notNull(),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => segmentCategories.id),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('segment_categories_owner_key_unique').on(
      t.accountId,
      sql`coalesce(${t.dataProviderKey}, '')`,
      sql`lower(${t.key})`,
    ),
    index('segment_categories_parent_idx').on(t.accountId, t.dataProviderKey, t.parentId),
    check('segment_categories_owner_check', segmentOwnerCheck()),
  ],
);

export const segments = pgTable(
  'segments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: bigint('account_id', { mode: 'number' }).notNull(),
    advertiserId: bigint('advertiser_id', { mode: 'number' }).references(() => advertisers.id),
    dataProviderKey: text('data_provider_key').references(() => segmentDataProviders.key),
    externalId: externalId(),
    alternativeId: integer('alternative_id'),
    name: text('name').notNull(),
    /** The code a bidder or tag refers to; unique per owner (case-insensitive). */
    key: text('key')
      .notNull()
      .default(sql`('seg_' || substr(md5(random()::text || clock_timestamp()::text), 1, 12))`),
    description: text('description'),
    active: boolean('active').notNull().default(true),
    parentId: bigint('parent_id', { mode: 'number' }).references((): AnyPgColumn => segments.id),
    /** `verb_usages` lookup: the action members performed ("used" = 604). */
    verbUsageId: integer('verb_usage_id'),
    /** Membership window: a device counts while it was added in the last `days` days (null = always). */
    days: integer('days'),
    /** `segment_tag_types` lookup: the tag the segment is collected with. */
    tagTypeId: integer('tag_type_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('segments_owner_key_unique').on(
      t.accountId,
      sql`coalesce(${t.dataProviderKey}, '')`,
      sql`lower(${t.key})`,
    ),
    index('segments_account_external_idx').on(t.accountId, t.externalId),
    index('segments_parent_idx').on(t.accountId, t.dataProviderKey, t.parentId),
    index('segments_advertiser_idx').on(t.advertiserId),
    index('segments_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    check('segments_owner_check', segmentOwnerCheck()),
  ],
);

export const segmentCategoryLinks = pgTable(
  'segment_category_links',
  {
    segmentId: bigint('segment_id', { mode: 'number' })
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
    categoryId: bigint('category_id', { mode: 'number' })
      .notNull()
      .references(() => segmentCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.segmentId, t.categoryId] }),
    index('segment_category_links_category_idx').on(t.categoryId),
  ],
);

// ---------------------------------------------------------------------------------------------
// Custom lists (001 §3.5): values or locations reused in targeting, filled by hand or by upload.

/**
 * A list of one type (`custom_list_type_id`, the ids of 001 §3.5). `status` is `processing`
 * while a file loads, then `ready`, or `failed` with the first per-line errors in `errors` and
 * their total in `errors_count`. `advertiser_id` null = the whole account's list.
 */
export const customLists = pgTable(
  'custom_lists',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    advertiserId: integer('advertiser_id').references(() => advertisers.id, { onDelete: 'set null' }),
    externalId: externalId(),
    name: text('name').notNull(),
    active: boolean('active').notNull().default(true),
    customListTypeId: integer('custom_list_type_id').notNull(),
    defaultRadiusKm: doublePrecision('default_radius_km'),
    status: text('status').notNull().default('ready'),
    errors: jsonb('errors')
      .$type<{ line: number; field: string; code: string; value: string }[]>()
      .notNull()
      .default([]),
    errorsCount: integer('errors_count').notNull().default(0),
    customListItemsCount: integer('custom_list_items_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('custom_lists_account_name_unique').on(t.accountId, sql`lower(${t.name})`),
    index('custom_lists_account_external_idx').on(t.accountId, t.externalId),
    index('custom_lists_account_type_idx').on(t.accountId, t.customListTypeId),
    index('custom_lists_name_trgm').using('gin', sql`${t.name} gin_trgm_ops`),
    check('custom_lists_status_check', sql`${t.status} in ('processing', 'ready', 'failed')`),
  ],
);

/**
 * An item: `value` normalised for its type (`lat,long` for a location); location items carry
 * latitude, longitude and radius; model-three items the exchange id in `prefix`.
 *
 * Built for 200,000-row loads: the key is `(custom_list_id, id)` (it also pages a list), a BRIN
 * index finds an item by its id (ids grow with every load), the id sequence caches 1,000 values
 * and there is no foreign key (its per-row check cost more than the rest of a load). Items are
 * only written with their list locked, and a trigger removes a deleted list's items.
 */
export const customListItems = pgTable(
  'custom_list_items',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    customListId: integer('custom_list_id').notNull(),
    value: text('value').notNull(),
    name: text('name'),
    active: boolean('active').notNull().default(true),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    radiusKm: doublePrecision('radius_km'),
    prefix: integer('prefix'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.customListId, t.id] }),
    index('custom_list_items_id_brin').using('brin', t.id),
  ],
);

// Lookalikes

/** One of a lookalike seed's most distinctive features (the contract's `LookalikeTrait`). */
export type StoredLookalikeTrait = {
  family: string;
  value: string;
  label: string;
  seed_share: number;
  country_share: number;
  lift: number;
};

/**
 * A lookalike audience (001 §3.4): its result is the segment `segmentId` (created inactive), whose
 * members the background build writes to the analytics store. See the 0009 migration.
 */
export const lookalikes = pgTable(
  'lookalikes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** The campaign's advertiser, else the seed's: what the advertiser restriction reads. */
    advertiserId: integer('advertiser_id').references(() => advertisers.id),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    name: text('name').notNull(),
    seedSegmentId: bigint('seed_segment_id', { mode: 'number' })
      .notNull()
      .references(() => segments.id),
    degree: integer('degree').notNull(),
    segmentId: bigint('segment_id', { mode: 'number' })
      .notNull()
      .unique('lookalikes_segment_unique')
      .references(() => segments.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('pending'),
    size: integer('size').notNull().default(0),
    totalUsers: integer('total_users').notNull().default(0),
    traits: jsonb('traits').$type<StoredLookalikeTrait[]>().notNull().default([]),
    error: text('error'),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('lookalikes_account_idx').on(t.accountId, t.id),
    index('lookalikes_seed_idx').on(t.seedSegmentId),
    index('lookalikes_unfinished_idx').on(t.status).where(sql`${t.status} in ('pending', 'processing')`),
    check('lookalikes_degree_check', sql`${t.degree} between 1 and 10`),
    check('lookalikes_status_check', sql`${t.status} in ('pending', 'processing', 'ready', 'failed')`),
  ],
);

// ---------------------------------------------------------------- segment uploads (0008)

/** One kept refused line of a segment upload (the first 1,000 of a file). */
export type StoredSegmentUploadError = { line: number; reason: string; value: string };

/**
 * A .txt file of device ids added to first-party segments; its members are in the analytics store
 * (`segment_members`, source 'upload', source_id = id). Counts and `bytes_processed` advance while it
 * is `processing`; `updated_at` is the heartbeat that tells an interrupted upload from a running one.
 */
export const segmentUploads = pgTable(
  'segment_uploads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull().default(''),
    fileName: text('file_name').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    bytesProcessed: bigint('bytes_processed', { mode: 'number' }).notNull().default(0),
    status: text('status').notNull().default('processing'),
    failureReason: text('failure_reason'),
    lines: integer('lines').notNull().default(0),
    accepted: integer('accepted').notNull().default(0),
    invalid: integer('invalid').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    errors: jsonb('errors').$type<StoredSegmentUploadError[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('segment_uploads_account_idx').on(t.accountId, t.id),
    index('segment_uploads_processing_idx').on(t.status, t.updatedAt).where(sql`${t.status} = 'processing'`),
    check('segment_uploads_status_check', sql`${t.status} IN ('processing', 'completed', 'failed')`),
  ],
);

/** The segments an upload adds its devices to. */
export const segmentUploadTargets = pgTable(
  'segment_upload_targets',
  {
    uploadId: bigint('upload_id', { mode: 'number' })
      .notNull()
      .references(() => segmentUploads.id, { onDelete: 'cascade' }),
    segmentId: bigint('segment_id', { mode: 'number' })
      .notNull()
      .references(() => segments.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.uploadId, t.segmentId] }),
    index('segment_upload_targets_segment_idx').on(t.segmentId),
  ],
);

// ---- targeting (001 §3.1) ----

/** A line item's targeting: one per line item; its terms say which auctions the line may win. */
export const targetings = pgTable(
  'targetings',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lineItemId: integer('line_item_id')
      .notNull()
      .unique()
      .references(() => lineItems.id, { onDelete: 'cascade' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('targetings_account_idx').on(t.accountId)],
);

/**
 * One value of one key with a predicate. Removed terms are soft-deleted (`deleted_at`), so the
 * history of what a line targeted stays; live terms are those with `deleted_at` null.
 */
export const targetingTerms = pgTable(
  'targeting_terms',
  {
    id: serial('id').primaryKey(),
    targetingId: integer('targeting_id')
      .notNull()
      .references(() => targetings.id, { onDelete: 'cascade' }),
    targetingKeyId: integer('targeting_key_id').notNull(),
    targetingPredicateId: integer('targeting_predicate_id').notNull(),
    targetingExpressionId: integer('targeting_expression_id').notNull(),
    value: text('value').notNull(),
    valueName: text('value_name'),
    byAttribute: text('by_attribute'),
    verbUsage: text('verb_usage'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('targeting_terms_live_idx').on(t.targetingId, t.targetingKeyId).where(sql`${t.deletedAt} is null`),
    check('targeting_terms_key_check', sql`${t.targetingKeyId} between 1 and 35`),
    check('targeting_terms_predicate_check', sql`${t.targetingPredicateId} in (1, 2)`),
  ],
);

// ---- modifiers and bid models (001 §3.2, §3.3) ----

/** A named model of predicted metrics (`bid_model_metrics`) a bid modifier may use. */
export const bidModels = pgTable(
  'bid_models',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    externalId: externalId(),
    name: text('name').notNull(),
    description: text('description'),
    archived: boolean('archived').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('bid_models_account_name_unique').on(t.accountId, sql`lower(${t.name})`)],
);

/** The metrics (ids of `BID_MODEL_METRICS` in the contracts) a model takes as inputs. */
export const bidModelMetrics = pgTable(
  'bid_model_metrics',
  {
    bidModelId: integer('bid_model_id')
      .notNull()
      .references(() => bidModels.id, { onDelete: 'cascade' }),
    metricId: integer('metric_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.bidModelId, t.metricId] })],
);

/**
 * A bid (type 1) or delivery (type 2) modifier of one advertiser. Weights and multipliers are
 * `numeric(12,4)`; `module_id` is the module its terms share (null when they span several);
 * `terms_count` is kept with the terms so the grid needs no join.
 */
export const modifiers = pgTable(
  'modifiers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    externalId: externalId(),
    name: text('name').notNull(),
    alternativeId: bigint('alternative_id', { mode: 'number' }),
    modifierTypeId: integer('modifier_type_id').notNull(),
    deliveryModifiersOption: integer('delivery_modifiers_option'),
    moduleId: integer('module_id'),
    defaultWeight: numeric('default_weight', { precision: 12, scale: 4 }),
    fallbackWeight: numeric('fallback_weight', { precision: 12, scale: 4 }),
    totalWeight: numeric('total_weight', { precision: 12, scale: 4 }),
    priority: integer('priority').notNull().default(1),
    bidModelId: integer('bid_model_id').references(() => bidModels.id, { onDelete: 'set null' }),
    maxBid: money('max_bid'),
    active: boolean('active').notNull().default(true),
    termsCount: integer('terms_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('modifiers_account_name_unique').on(t.accountId, sql`lower(${t.name})`),
    index('modifiers_account_external_idx').on(t.accountId, t.externalId),
    index('modifiers_advertiser_idx').on(t.advertiserId),
    index('modifiers_bid_model_idx').on(t.bidModelId),
    check('modifiers_type_check', sql`${t.modifierTypeId} in (1, 2)`),
    check('modifiers_priority_check', sql`${t.priority} >= 1`),
  ],
);

/** One term: a targeting key and value with its multiplier (bid) or weight (delivery). */
export const modifierTerms = pgTable(
  'modifier_terms',
  {
    id: serial('id').primaryKey(),
    modifierId: integer('modifier_id')
      .notNull()
      .references(() => modifiers.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id').notNull(),
    targetingKeyId: integer('targeting_key_id').notNull(),
    value: text('value').notNull(),
    valueName: text('value_name'),
    modifier: numeric('modifier', { precision: 12, scale: 4 }).notNull(),
    matchingTypeId: integer('matching_type_id').notNull().default(1),
    overrideMultiplierPacingBehavior: boolean('override_multiplier_pacing_behavior').notNull().default(false),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('modifier_terms_modifier_idx').on(t.modifierId, t.position),
    uniqueIndex('modifier_terms_unique').on(t.modifierId, t.targetingKeyId, sql`lower(${t.value})`),
    check('modifier_terms_key_check', sql`${t.targetingKeyId} between 1 and 35`),
  ],
);

/** A campaign's modifier link (one per campaign). */
export const campaignModifiers = pgTable(
  'campaign_modifiers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    campaignId: integer('campaign_id')
      .notNull()
      .unique()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    modifierId: integer('modifier_id')
      .notNull()
      .references(() => modifiers.id, { onDelete: 'cascade' }),
    maxBid: money('max_bid'),
    modifierType: integer('modifier_type').notNull(),
    deliveryModifierId: integer('delivery_modifier_id').references(() => modifiers.id, {
      onDelete: 'set null',
    }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('campaign_modifiers_modifier_idx').on(t.modifierId),
    index('campaign_modifiers_delivery_idx').on(t.deliveryModifierId),
  ],
);

/** A line item's modifier link (one per line item); overrides its campaign's. */
export const lineItemModifiers = pgTable(
  'line_item_modifiers',
  {
    id: serial('id').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    lineItemId: integer('line_item_id')
      .notNull()
      .unique()
      .references(() => lineItems.id, { onDelete: 'cascade' }),
    modifierId: integer('modifier_id')
      .notNull()
      .references(() => modifiers.id, { onDelete: 'cascade' }),
    maxBid: money('max_bid'),
    modifierType: integer('modifier_type').notNull(),
    deliveryModifierId: integer('delivery_modifier_id').references(() => modifiers.id, {
      onDelete: 'set null',
    }),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('line_item_modifiers_modifier_idx').on(t.modifierId),
    index('line_item_modifiers_delivery_idx').on(t.deliveryModifierId),
  ],
);

/** The time zones a line item's hour-of-week terms are read in (the time tab's companion). */
export const lineItemTimezones = pgTable(
  'line_item_timezones',
  {
    lineItemId: integer('line_item_id')
      .notNull()
      .references(() => lineItems.id, { onDelete: 'cascade' }),
    timezoneId: integer('timezone_id')
      .notNull()
      .references(() => timezones.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.lineItemId, t.timezoneId] })],
);
