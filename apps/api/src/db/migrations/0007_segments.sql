-- Audience segments (docs/REQUIREMENTS.md#segments). First-party segments and categories belong to an account (account_id > 0,
-- data_provider_key null); the third-party catalogue of data providers is shared by every account and
-- kept under account_id 0 with its provider's key, so "account_id = <caller>" never matches it and the
-- catalogue can only be read (never written) through the API. Members live in the analytics store.
CREATE TABLE "segment_data_providers" (
	"key" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"website" text,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segment_categories" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"advertiser_id" integer,
	"data_provider_key" text,
	"external_id" bigint DEFAULT nextval('external_id_seq') NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"parent_id" bigint,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segment_categories_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "segment_categories_owner_check" CHECK (("data_provider_key" IS NULL AND "account_id" > 0) OR ("data_provider_key" IS NOT NULL AND "account_id" = 0 AND "advertiser_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" bigint NOT NULL,
	"advertiser_id" bigint,
	"data_provider_key" text,
	"external_id" bigint DEFAULT nextval('external_id_seq') NOT NULL,
	"alternative_id" integer,
	"name" text NOT NULL,
	"key" text DEFAULT ('seg_' || substr(md5(random()::text || clock_timestamp()::text), 1, 12)) NOT NULL,
	"description" text,
	"active" boolean DEFAULT true NOT NULL,
	"parent_id" bigint,
	"verb_usage_id" integer,
	"days" integer,
	"tag_type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "segments_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "segments_owner_check" CHECK (("data_provider_key" IS NULL AND "account_id" > 0) OR ("data_provider_key" IS NOT NULL AND "account_id" = 0 AND "advertiser_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "segment_category_links" (
	"segment_id" bigint NOT NULL,
	"category_id" bigint NOT NULL,
	CONSTRAINT "segment_category_links_segment_id_category_id_pk" PRIMARY KEY("segment_id","category_id")
);
--> statement-breakpoint
ALTER TABLE "segment_categories" ADD CONSTRAINT "segment_categories_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_categories" ADD CONSTRAINT "segment_categories_data_provider_key_segment_data_providers_key_fk" FOREIGN KEY ("data_provider_key") REFERENCES "public"."segment_data_providers"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_categories" ADD CONSTRAINT "segment_categories_parent_id_segment_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."segment_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_data_provider_key_segment_data_providers_key_fk" FOREIGN KEY ("data_provider_key") REFERENCES "public"."segment_data_providers"("key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segments" ADD CONSTRAINT "segments_parent_id_segments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_category_links" ADD CONSTRAINT "segment_category_links_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_category_links" ADD CONSTRAINT "segment_category_links_category_id_segment_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."segment_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "segment_categories_owner_key_unique" ON "segment_categories" USING btree ("account_id",coalesce("data_provider_key", ''),lower("key"));--> statement-breakpoint
CREATE INDEX "segment_categories_parent_idx" ON "segment_categories" USING btree ("account_id","data_provider_key","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "segments_owner_key_unique" ON "segments" USING btree ("account_id",coalesce("data_provider_key", ''),lower("key"));--> statement-breakpoint
CREATE INDEX "segments_account_external_idx" ON "segments" USING btree ("account_id","external_id");--> statement-breakpoint
CREATE INDEX "segments_parent_idx" ON "segments" USING btree ("account_id","data_provider_key","parent_id");--> statement-breakpoint
CREATE INDEX "segments_advertiser_idx" ON "segments" USING btree ("advertiser_id");--> statement-breakpoint
CREATE INDEX "segments_name_trgm" ON "segments" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "segment_category_links_category_idx" ON "segment_category_links" USING btree ("category_id");
