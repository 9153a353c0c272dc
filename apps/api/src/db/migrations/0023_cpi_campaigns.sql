CREATE TABLE "cpi_campaign_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"ext_camp_id" integer NOT NULL,
	"note" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cpi_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"brand" text NOT NULL,
	"type_id" integer NOT NULL,
	"owner_id" integer,
	"provider_id" integer NOT NULL,
	"buy_model_id" integer NOT NULL,
	"mmp_id" integer NOT NULL,
	"status_id" integer NOT NULL,
	"currency" text NOT NULL,
	"budget" numeric(20, 8) NOT NULL,
	"kpi" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"mmp_traking_link" text NOT NULL,
	"url_google_play" text NOT NULL,
	"app_bundle" text NOT NULL,
	"last_sent_at" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cpi_campaigns_budget_check" CHECK ("cpi_campaigns"."budget" > 0),
	CONSTRAINT "cpi_campaigns_dates_check" CHECK ("cpi_campaigns"."end_date" > "cpi_campaigns"."start_date")
);
--> statement-breakpoint
CREATE TABLE "cpi_creative_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"creative_id" integer NOT NULL,
	"field" text NOT NULL,
	"file_name" text NOT NULL,
	"mime" text NOT NULL,
	"bytes" bigint NOT NULL,
	"width" integer,
	"height" integer,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cpi_creative_files_field_check" CHECK ("cpi_creative_files"."field" in ('images', 'icons', 'videos'))
);
--> statement-breakpoint
CREATE TABLE "cpi_creatives" (
	"id" serial PRIMARY KEY NOT NULL,
	"campaign_id" integer NOT NULL,
	"name" text NOT NULL,
	"type_creative" text NOT NULL,
	"creative_type_id" integer,
	"size_id" integer,
	"aspect_ratio_id" integer,
	"title_text" text DEFAULT '' NOT NULL,
	"body_text" text DEFAULT '' NOT NULL,
	"call_to_action" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cpi_creatives_type_check" CHECK ("cpi_creatives"."type_creative" in ('display', 'native', 'video'))
);
--> statement-breakpoint
ALTER TABLE "cpi_campaign_notes" ADD CONSTRAINT "cpi_campaign_notes_ext_camp_id_cpi_campaigns_id_fk" FOREIGN KEY ("ext_camp_id") REFERENCES "public"."cpi_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpi_campaign_notes" ADD CONSTRAINT "cpi_campaign_notes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpi_campaigns" ADD CONSTRAINT "cpi_campaigns_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpi_campaigns" ADD CONSTRAINT "cpi_campaigns_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpi_campaigns" ADD CONSTRAINT "cpi_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpi_campaigns" ADD CONSTRAINT "cpi_campaigns_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpi_creative_files" ADD CONSTRAINT "cpi_creative_files_creative_id_cpi_creatives_id_fk" FOREIGN KEY ("creative_id") REFERENCES "public"."cpi_creatives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cpi_creatives" ADD CONSTRAINT "cpi_creatives_campaign_id_cpi_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."cpi_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cpi_campaign_notes_campaign_idx" ON "cpi_campaign_notes" USING btree ("ext_camp_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "cpi_campaigns_account_store_url_unique" ON "cpi_campaigns" USING btree ("account_id",lower("url_google_play"));--> statement-breakpoint
CREATE INDEX "cpi_campaigns_account_idx" ON "cpi_campaigns" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "cpi_creative_files_creative_idx" ON "cpi_creative_files" USING btree ("creative_id");--> statement-breakpoint
CREATE INDEX "cpi_creatives_campaign_idx" ON "cpi_creatives" USING btree ("campaign_id");