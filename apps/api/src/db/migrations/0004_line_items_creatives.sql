CREATE TABLE "creative_addons" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"advertiser_id" integer,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"content" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creative_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"advertiser_id" integer,
	"asset_type_id" integer NOT NULL,
	"thumbnail" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"entry" text,
	"width" integer,
	"height" integer,
	"duration_ms" integer,
	"bit_rate" integer,
	"thumbnail_asset_id" integer,
	"sha256" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "creative_line_associations" ADD COLUMN "weight" integer;--> statement-breakpoint
ALTER TABLE "creative_line_associations" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "alternative_id" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "creative_type_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "creative_template_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "budget_type_id" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "audio_type_id" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "start_date" timestamp;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "end_date" timestamp;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "secure" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "domain" text;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "category_id" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "app_bundle" text;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "primary_asset_id" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "secondary_asset_id" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "companion_size_id" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "companion_html" text;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "click_url" text;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "tag" text;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "creative_rule_id" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "video_duration" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "audio_duration" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "title" text;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "click_url_audio" text;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "secondary_size_id" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "vendors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "landing_page_url" text;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "appnexus_submit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "thumbnail_id" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "addons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "pixels" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "scripts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "click_trackers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "vast_events" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "progress_events" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "size_id" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "mime_type_id" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "expandable_type_id" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "expandable_directions" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "video_mime_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "audio_mime_types" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "video_api_id" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "video_bit_rates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "audio_bit_rates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "responsive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "in_banner_video_id" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "mraid_playable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "moat_web_viewability" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "moat_inapp_viewability" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "skippable" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "skip_offset" text;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "native" jsonb;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "model_type_id" integer;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "approval_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "approval_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "clone_provider" text;--> statement-breakpoint
ALTER TABLE "creatives" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "line_item_type_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "budget_type_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "timezone_id" integer;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "bid_strategy_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "strategy_id" integer;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "bid_shading_id" integer;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "fix_cpm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "cpm_bid" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "max_cpm_bid" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "target_ecpm" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "target_ecpc" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "target_ctr" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "expected_ctr" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "target_ecpcv" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "target_cpcv" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "target_vcr" numeric(20, 8);--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "line_pacing_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "pacing_behavior_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "catchup_behavior_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "multiplier_pacing_behavior" numeric(6, 2);--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "creative_method_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "optimization_strategy_id" integer;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "guaranteed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "frequency_ads" integer;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "frequency_every" integer;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "frequency_unit_time_id" integer;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "frequency_cap_type_id" integer;--> statement-breakpoint
ALTER TABLE "line_items" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "creative_addons" ADD CONSTRAINT "creative_addons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_addons" ADD CONSTRAINT "creative_addons_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_assets" ADD CONSTRAINT "creative_assets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_assets" ADD CONSTRAINT "creative_assets_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_assets" ADD CONSTRAINT "creative_assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creative_addons_account_idx" ON "creative_addons" USING btree ("account_id","kind");--> statement-breakpoint
CREATE INDEX "creative_assets_account_idx" ON "creative_assets" USING btree ("account_id","asset_type_id");--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_primary_asset_id_creative_assets_id_fk" FOREIGN KEY ("primary_asset_id") REFERENCES "public"."creative_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_secondary_asset_id_creative_assets_id_fk" FOREIGN KEY ("secondary_asset_id") REFERENCES "public"."creative_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_thumbnail_id_creative_assets_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."creative_assets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_timezone_id_timezones_id_fk" FOREIGN KEY ("timezone_id") REFERENCES "public"."timezones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "creatives_account_external_idx" ON "creatives" USING btree ("account_id","external_id");--> statement-breakpoint
CREATE INDEX "creatives_advertiser_idx" ON "creatives" USING btree ("advertiser_id");--> statement-breakpoint
CREATE INDEX "creatives_name_trgm" ON "creatives" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "line_items_account_external_idx" ON "line_items" USING btree ("account_id","external_id");--> statement-breakpoint
CREATE INDEX "line_items_name_trgm" ON "line_items" USING gin ("name" gin_trgm_ops);