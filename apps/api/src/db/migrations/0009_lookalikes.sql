-- Lookalike audiences (docs/REQUIREMENTS.md#lookalikes): a seed segment, a country of the synthetic world and a degree of
-- similarity give a new (inactive) segment whose members, the most similar devices of that country, are
-- written to the analytics store in the background. status follows the build: pending (saved, not yet
-- started), processing, ready or failed (error holds the translation key). size and total_users are
-- what the build found: the members saved and the country's devices outside the seed it scored.
-- The lookalike is its segment: deleting the segment deletes it; a seed in use cannot be deleted.
CREATE TABLE "lookalikes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"advertiser_id" integer,
	"campaign_id" integer,
	"country_id" integer NOT NULL,
	"name" text NOT NULL,
	"seed_segment_id" bigint NOT NULL,
	"degree" integer NOT NULL,
	"segment_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"size" integer DEFAULT 0 NOT NULL,
	"total_users" integer DEFAULT 0 NOT NULL,
	"traits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lookalikes_segment_unique" UNIQUE("segment_id"),
	CONSTRAINT "lookalikes_degree_check" CHECK ("degree" BETWEEN 1 AND 10),
	CONSTRAINT "lookalikes_status_check" CHECK ("status" IN ('pending', 'processing', 'ready', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "lookalikes" ADD CONSTRAINT "lookalikes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lookalikes" ADD CONSTRAINT "lookalikes_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lookalikes" ADD CONSTRAINT "lookalikes_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lookalikes" ADD CONSTRAINT "lookalikes_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lookalikes" ADD CONSTRAINT "lookalikes_seed_segment_id_segments_id_fk" FOREIGN KEY ("seed_segment_id") REFERENCES "public"."segments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lookalikes" ADD CONSTRAINT "lookalikes_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lookalikes" ADD CONSTRAINT "lookalikes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lookalikes_account_idx" ON "lookalikes" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "lookalikes_seed_idx" ON "lookalikes" USING btree ("seed_segment_id");--> statement-breakpoint
CREATE INDEX "lookalikes_unfinished_idx" ON "lookalikes" USING btree ("status") WHERE "status" IN ('pending', 'processing');
