CREATE TABLE "attribution_progress" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"attributed_to" timestamp with time zone NOT NULL,
	"pending_to" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attribution_progress_single_row" CHECK ("attribution_progress"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "event_campaigns" (
	"event_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_campaigns_event_id_campaign_id_pk" PRIMARY KEY("event_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "event_line_items" (
	"event_id" integer NOT NULL,
	"line_item_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_line_items_event_id_line_item_id_pk" PRIMARY KEY("event_id","line_item_id")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"advertiser_id" integer NOT NULL,
	"external_id" bigint DEFAULT nextval('external_id_seq') NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"event_type_id" integer,
	"event_attribution_id" integer,
	"event_tag_type_id" integer,
	"segment_id" bigint,
	"value" numeric(14, 2) DEFAULT '0' NOT NULL,
	"click_window_days" integer DEFAULT 30 NOT NULL,
	"view_window_days" integer DEFAULT 30 NOT NULL,
	"eligibility_mode" text DEFAULT 'all' NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "events_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "events_eligibility_mode_check" CHECK ("events"."eligibility_mode" in ('all', 'whitelist')),
	CONSTRAINT "events_click_window_check" CHECK ("events"."click_window_days" between 0 and 30),
	CONSTRAINT "events_view_window_check" CHECK ("events"."view_window_days" between 0 and 30),
	CONSTRAINT "events_value_check" CHECK ("events"."value" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_campaigns" ADD CONSTRAINT "event_campaigns_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_campaigns" ADD CONSTRAINT "event_campaigns_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_line_items" ADD CONSTRAINT "event_line_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_line_items" ADD CONSTRAINT "event_line_items_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_campaigns_campaign_idx" ON "event_campaigns" USING btree ("campaign_id");--> statement-breakpoint
CREATE INDEX "event_line_items_line_item_idx" ON "event_line_items" USING btree ("line_item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "events_advertiser_name_unique" ON "events" USING btree ("advertiser_id",lower("name")) WHERE "events"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "events_account_external_idx" ON "events" USING btree ("account_id","external_id");--> statement-breakpoint
CREATE INDEX "events_name_trgm" ON "events" USING gin ("name" gin_trgm_ops);