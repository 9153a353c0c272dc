CREATE TABLE "targetings" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"line_item_id" integer NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "targetings_line_item_id_unique" UNIQUE("line_item_id")
);
--> statement-breakpoint
CREATE TABLE "targeting_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"targeting_id" integer NOT NULL,
	"targeting_key_id" integer NOT NULL,
	"targeting_predicate_id" integer NOT NULL,
	"targeting_expression_id" integer NOT NULL,
	"value" text NOT NULL,
	"value_name" text,
	"by_attribute" text,
	"verb_usage" text,
	"created_by" integer,
	"updated_by" integer,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "targeting_terms_key_check" CHECK ("targeting_terms"."targeting_key_id" between 1 and 35),
	CONSTRAINT "targeting_terms_predicate_check" CHECK ("targeting_terms"."targeting_predicate_id" in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "targetings" ADD CONSTRAINT "targetings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targetings" ADD CONSTRAINT "targetings_line_item_id_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targetings" ADD CONSTRAINT "targetings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targetings" ADD CONSTRAINT "targetings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targeting_terms" ADD CONSTRAINT "targeting_terms_targeting_id_targetings_id_fk" FOREIGN KEY ("targeting_id") REFERENCES "public"."targetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targeting_terms" ADD CONSTRAINT "targeting_terms_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targeting_terms" ADD CONSTRAINT "targeting_terms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "targeting_terms" ADD CONSTRAINT "targeting_terms_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "targetings_account_idx" ON "targetings" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "targeting_terms_live_idx" ON "targeting_terms" USING btree ("targeting_id","targeting_key_id") WHERE "targeting_terms"."deleted_at" is null;
