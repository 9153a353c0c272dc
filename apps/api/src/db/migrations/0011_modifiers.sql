CREATE TABLE "bid_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"external_id" bigint DEFAULT nextval('external_id_seq') NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"archived" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bid_models_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
CREATE TABLE "bid_model_metrics" (
	"bid_model_id" integer NOT NULL,
	"metric_id" integer NOT NULL,
	CONSTRAINT "bid_model_metrics_bid_model_id_metric_id_pk" PRIMARY KEY("bid_model_id","metric_id")
);
--> statement-breakpoint
CREATE TABLE "modifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"advertiser_id" integer NOT NULL,
	"external_id" bigint DEFAULT nextval('external_id_seq') NOT NULL,
	"name" text NOT NULL,
	"alternative_id" bigint,
	"modifier_type_id" integer NOT NULL,
	"delivery_modifiers_option" integer,
	"module_id" integer,
	"default_weight" numeric(12, 4),
	"fallback_weight" numeric(12, 4),
	"total_weight" numeric(12, 4),
	"priority" integer DEFAULT 1 NOT NULL,
	"bid_model_id" integer,
	"max_bid" numeric(20, 8),
	"active" boolean DEFAULT true NOT NULL,
	"terms_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "modifiers_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "modifiers_type_check" CHECK ("modifiers"."modifier_type_id" in (1, 2)),
	CONSTRAINT "modifiers_priority_check" CHECK ("modifiers"."priority" >= 1)
);
--> statement-breakpoint
CREATE TABLE "modifier_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"modifier_id" integer NOT NULL,
	"module_id" integer NOT NULL,
	"targeting_key_id" integer NOT NULL,
	"value" text NOT NULL,
	"value_name" text,
	"modifier" numeric(12, 4) NOT NULL,
	"matching_type_id" integer DEFAULT 1 NOT NULL,
	"override_multiplier_pacing_behavior" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "modifier_terms_key_check" CHECK ("modifier_terms"."targeting_key_id" between 1 and 35)
);
--> statement-breakpoint
CREATE TABLE "campaign_modifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"modifier_id" integer NOT NULL,
	"max_bid" numeric(20, 8),
	"modifier_type" integer NOT NULL,
	"delivery_modifier_id" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_modifiers_campaign_id_unique" UNIQUE("campaign_id")
);
--> statement-breakpoint
CREATE TABLE "line_item_modifiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"line_item_id" integer NOT NULL,
	"modifier_id" integer NOT NULL,
	"max_bid" numeric(20, 8),
	"modifier_type" integer NOT NULL,
	"delivery_modifier_id" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "line_item_modifiers_line_item_id_unique" UNIQUE("line_item_id")
);
--> statement-breakpoint
CREATE TABLE "line_item_timezones" (
	"line_item_id" integer NOT NULL,
	"timezone_id" integer NOT NULL,
	CONSTRAINT "line_item_timezones_line_item_id_timezone_id_pk" PRIMARY KEY("line_item_id","timezone_id")
);
--> statement-breakpoint
ALTER TABLE "bid_models" ADD CONSTRAINT "bid_models_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_models" ADD CONSTRAINT "bid_models_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_models" ADD CONSTRAINT "bid_models_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bid_model_metrics" ADD CONSTRAINT "bid_model_metrics_bid_model_id_bid_models_id_fk" FOREIGN KEY ("bid_model_id") REFERENCES "public"."bid_models"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_bid_model_id_bid_models_id_fk" FOREIGN KEY ("bid_model_id") REFERENCES "public"."bid_models"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_terms" ADD CONSTRAINT "modifier_terms_modifier_id_modifiers_id_fk" FOREIGN KEY ("modifier_id") REFERENCES "public"."modifiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_modifiers" ADD CONSTRAINT "campaign_modifiers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_modifiers" ADD CONSTRAINT "campaign_modifiers_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_modifiers" ADD CONSTRAINT "campaign_modifiers_modifier_id_modifiers_id_fk" FOREIGN KEY ("modifier_id") REFERENCES "public"."modifiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_modifiers" ADD CONSTRAINT "campaign_modifiers_delivery_modifier_id_modifiers_id_fk" FOREIGN KEY ("delivery_modifier_id") REFERENCES "public"."modifiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_modifiers" ADD CONSTRAINT "campaign_modifiers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_modifiers" ADD CONSTRAINT "line_item_modifiers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_modifiers" ADD CONSTRAINT "line_item_modifiers_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_modifiers" ADD CONSTRAINT "line_item_modifiers_modifier_id_modifiers_id_fk" FOREIGN KEY ("modifier_id") REFERENCES "public"."modifiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_modifiers" ADD CONSTRAINT "line_item_modifiers_delivery_modifier_id_modifiers_id_fk" FOREIGN KEY ("delivery_modifier_id") REFERENCES "public"."modifiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_modifiers" ADD CONSTRAINT "line_item_modifiers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_timezones" ADD CONSTRAINT "line_item_timezones_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_item_timezones" ADD CONSTRAINT "line_item_timezones_timezone_id_timezones_id_fk" FOREIGN KEY ("timezone_id") REFERENCES "public"."timezones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bid_models_account_name_unique" ON "bid_models" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "modifiers_account_name_unique" ON "modifiers" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "modifiers_account_external_idx" ON "modifiers" USING btree ("account_id","external_id");--> statement-breakpoint
CREATE INDEX "modifiers_advertiser_idx" ON "modifiers" USING btree ("advertiser_id");--> statement-breakpoint
CREATE INDEX "modifiers_bid_model_idx" ON "modifiers" USING btree ("bid_model_id");--> statement-breakpoint
CREATE INDEX "modifier_terms_modifier_idx" ON "modifier_terms" USING btree ("modifier_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "modifier_terms_unique" ON "modifier_terms" USING btree ("modifier_id","targeting_key_id",lower("value"));--> statement-breakpoint
CREATE INDEX "campaign_modifiers_modifier_idx" ON "campaign_modifiers" USING btree ("modifier_id");--> statement-breakpoint
CREATE INDEX "campaign_modifiers_delivery_idx" ON "campaign_modifiers" USING btree ("delivery_modifier_id");--> statement-breakpoint
CREATE INDEX "line_item_modifiers_modifier_idx" ON "line_item_modifiers" USING btree ("modifier_id");--> statement-breakpoint
CREATE INDEX "line_item_modifiers_delivery_idx" ON "line_item_modifiers" USING btree ("delivery_modifier_id");
