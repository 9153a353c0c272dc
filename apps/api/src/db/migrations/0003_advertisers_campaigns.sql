CREATE SEQUENCE "public"."external_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 100000 CACHE 1;--> statement-breakpoint
CREATE TABLE "activity_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"entity_name" text NOT NULL,
	"advertiser_id" integer,
	"event" text NOT NULL,
	"user_id" integer,
	"user_name" text NOT NULL,
	"changes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"external_id" bigint DEFAULT nextval('external_id_seq') NOT NULL,
	"name" text NOT NULL,
	"category_id" integer NOT NULL,
	"domain" text NOT NULL,
	"app_bundle" text,
	"currency" text NOT NULL,
	"country_id" integer,
	"maker_id" integer,
	"trade_mark_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advertisers_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "campaign_terms" (
	"version" text PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaign_terms_acceptances" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"advertiser_id" integer NOT NULL,
	"external_id" bigint DEFAULT nextval('external_id_seq') NOT NULL,
	"alternative_id" integer,
	"name" text NOT NULL,
	"owner_id" integer,
	"trafficker_id" integer,
	"continent_id" integer,
	"allows_events" boolean DEFAULT false NOT NULL,
	"budget" numeric(20, 8) NOT NULL,
	"budget_type_id" integer NOT NULL,
	"currency" text NOT NULL,
	"start_date" timestamp NOT NULL,
	"end_date" timestamp NOT NULL,
	"daily_budget" numeric(20, 8),
	"timezone_id" integer NOT NULL,
	"campaign_pmp" boolean DEFAULT false NOT NULL,
	"delivery_type_id" integer NOT NULL,
	"delivery_objective_id" integer NOT NULL,
	"frequency_ads" integer,
	"frequency_every" integer,
	"frequency_unit_time_id" integer,
	"frequency_cap_type_id" integer,
	"optimization_strategy_id" integer NOT NULL,
	"strategy_id" integer,
	"campaign_pacing_id" integer NOT NULL,
	"kpi_id" integer,
	"kpi_target" numeric(20, 8),
	"bid_shading" boolean DEFAULT false NOT NULL,
	"automatic_allocation" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaigns_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"region_id" integer,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer DEFAULT 0 NOT NULL,
	"source_id" text,
	CONSTRAINT "cities_source_id_unique" UNIQUE("source_id")
);
--> statement-breakpoint
CREATE TABLE "continents" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"names" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "continents_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"alpha2" text NOT NULL,
	"alpha3" text NOT NULL,
	"name" text NOT NULL,
	"names" jsonb NOT NULL,
	"continent_id" integer NOT NULL,
	"currency" text,
	CONSTRAINT "countries_alpha2_unique" UNIQUE("alpha2"),
	CONSTRAINT "countries_alpha3_unique" UNIQUE("alpha3")
);
--> statement-breakpoint
CREATE TABLE "creative_line_associations" (
	"id" serial PRIMARY KEY NOT NULL,
	"creative_id" integer NOT NULL,
	"line_item_id" integer NOT NULL,
	"start_date" timestamp,
	"end_date" timestamp,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "creatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"advertiser_id" integer NOT NULL,
	"external_id" bigint DEFAULT nextval('external_id_seq') NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "creatives_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"names" jsonb NOT NULL,
	"budget_max" numeric(20, 8),
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"advertiser_id" integer NOT NULL,
	"external_id" bigint DEFAULT nextval('external_id_seq') NOT NULL,
	"alternative_id" integer,
	"name" text NOT NULL,
	"budget" numeric(20, 8) NOT NULL,
	"daily_budget" numeric(20, 8),
	"start_date" timestamp NOT NULL,
	"end_date" timestamp NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_items_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "lookup_values" (
	"list" text NOT NULL,
	"id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"names" jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "lookup_values_list_id_pk" PRIMARY KEY("list","id")
);
--> statement-breakpoint
CREATE TABLE "makers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country_id" integer
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spend_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"line_item_id" integer,
	"day" date NOT NULL,
	"spend" numeric(20, 8) DEFAULT '0' NOT NULL,
	"impressions" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "timezones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "timezones_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "trade_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"maker_id" integer NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_advertisers" (
	"account_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"advertiser_id" integer NOT NULL,
	CONSTRAINT "user_advertisers_user_id_advertiser_id_pk" PRIMARY KEY("user_id","advertiser_id")
);
--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_log" ADD CONSTRAINT "activity_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_maker_id_makers_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."makers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisers" ADD CONSTRAINT "advertisers_trade_mark_id_trade_marks_id_fk" FOREIGN KEY ("trade_mark_id") REFERENCES "public"."trade_marks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_terms_acceptances" ADD CONSTRAINT "campaign_terms_acceptances_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_terms_acceptances" ADD CONSTRAINT "campaign_terms_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_terms_acceptances" ADD CONSTRAINT "campaign_terms_acceptances_version_campaign_terms_version_fk" FOREIGN KEY ("version") REFERENCES "public"."campaign_terms"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_trafficker_id_users_id_fk" FOREIGN KEY ("trafficker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_continent_id_continents_id_fk" FOREIGN KEY ("continent_id") REFERENCES "public"."continents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_timezone_id_timezones_id_fk" FOREIGN KEY ("timezone_id") REFERENCES "public"."timezones"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaigns" ADD CONSTRAINT "campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "countries" ADD CONSTRAINT "countries_continent_id_continents_id_fk" FOREIGN KEY ("continent_id") REFERENCES "public"."continents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_line_associations" ADD CONSTRAINT "creative_line_associations_creative_id_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."creatives"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creative_line_associations" ADD CONSTRAINT "creative_line_associations_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "creatives" ADD CONSTRAINT "creatives_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_items" ADD CONSTRAINT "line_items_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "makers" ADD CONSTRAINT "makers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_ledger" ADD CONSTRAINT "spend_ledger_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "spend_ledger" ADD CONSTRAINT "spend_ledger_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_marks" ADD CONSTRAINT "trade_marks_maker_id_makers_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."makers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_advertisers" ADD CONSTRAINT "user_advertisers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_advertisers" ADD CONSTRAINT "user_advertisers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_advertisers" ADD CONSTRAINT "user_advertisers_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_log_entity_idx" ON "activity_log" USING btree ("account_id","entity","entity_id","id");--> statement-breakpoint
CREATE INDEX "activity_log_account_entity_idx" ON "activity_log" USING btree ("account_id","entity","id");--> statement-breakpoint
CREATE UNIQUE INDEX "advertisers_account_name_unique" ON "advertisers" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "advertisers_account_external_idx" ON "advertisers" USING btree ("account_id","external_id");--> statement-breakpoint
CREATE INDEX "advertisers_name_trgm" ON "advertisers" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "campaign_terms_acceptance_unique" ON "campaign_terms_acceptances" USING btree ("account_id","version");--> statement-breakpoint
CREATE INDEX "campaigns_account_external_idx" ON "campaigns" USING btree ("account_id","external_id");--> statement-breakpoint
CREATE INDEX "campaigns_advertiser_idx" ON "campaigns" USING btree ("advertiser_id");--> statement-breakpoint
CREATE INDEX "campaigns_name_trgm" ON "campaigns" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cities_country_idx" ON "cities" USING btree ("country_id","population");--> statement-breakpoint
CREATE INDEX "cities_name_trgm" ON "cities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "countries_continent_idx" ON "countries" USING btree ("continent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "creative_line_unique" ON "creative_line_associations" USING btree ("creative_id","line_item_id");--> statement-breakpoint
CREATE INDEX "creative_line_line_idx" ON "creative_line_associations" USING btree ("line_item_id");--> statement-breakpoint
CREATE INDEX "creatives_account_idx" ON "creatives" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "line_items_campaign_idx" ON "line_items" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "line_items_account_idx" ON "line_items" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lookup_values_code_unique" ON "lookup_values" USING btree ("list","code");--> statement-breakpoint
CREATE INDEX "makers_country_idx" ON "makers" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_country_code_unique" ON "regions" USING btree ("country_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "spend_ledger_unique" ON "spend_ledger" USING btree ("campaign_id",coalesce("line_item_id", 0),"day");--> statement-breakpoint
CREATE INDEX "spend_ledger_line_idx" ON "spend_ledger" USING btree ("line_item_id","day");--> statement-breakpoint
CREATE INDEX "trade_marks_maker_idx" ON "trade_marks" USING btree ("maker_id");--> statement-breakpoint
CREATE INDEX "user_advertisers_account_user_idx" ON "user_advertisers" USING btree ("account_id","user_id");--> statement-breakpoint
CREATE INDEX "user_advertisers_advertiser_idx" ON "user_advertisers" USING btree ("advertiser_id");