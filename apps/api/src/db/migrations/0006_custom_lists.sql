CREATE TABLE "custom_lists" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"advertiser_id" integer,
	"external_id" bigint DEFAULT nextval('external_id_seq') NOT NULL,
	"name" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"custom_list_type_id" integer NOT NULL,
	"default_radius_km" double precision,
	"status" text DEFAULT 'ready' NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors_count" integer DEFAULT 0 NOT NULL,
	"custom_list_items_count" integer DEFAULT 0 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_lists_external_id_unique" UNIQUE("external_id"),
	CONSTRAINT "custom_lists_status_check" CHECK ("custom_lists"."status" in ('processing', 'ready', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "custom_list_items" (
	"id" bigserial NOT NULL,
	"custom_list_id" integer NOT NULL,
	"value" text NOT NULL,
	"name" text,
	"active" boolean DEFAULT true NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"radius_km" double precision,
	"prefix" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_list_items_custom_list_id_id_pk" PRIMARY KEY("custom_list_id","id")
);
--> statement-breakpoint
ALTER TABLE "custom_lists" ADD CONSTRAINT "custom_lists_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_lists" ADD CONSTRAINT "custom_lists_advertiser_id_advertisers_id_fk" FOREIGN KEY ("advertiser_id") REFERENCES "public"."advertisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_lists" ADD CONSTRAINT "custom_lists_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "custom_lists" ADD CONSTRAINT "custom_lists_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "custom_lists_account_name_unique" ON "custom_lists" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "custom_lists_account_external_idx" ON "custom_lists" USING btree ("account_id","external_id");--> statement-breakpoint
CREATE INDEX "custom_lists_account_type_idx" ON "custom_lists" USING btree ("account_id","custom_list_type_id");--> statement-breakpoint
CREATE INDEX "custom_lists_name_trgm" ON "custom_lists" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "custom_list_items_id_brin" ON "custom_list_items" USING brin ("id");--> statement-breakpoint
ALTER SEQUENCE "custom_list_items_id_seq" CACHE 1000;--> statement-breakpoint
CREATE FUNCTION "custom_lists_delete_items"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "custom_list_items" WHERE "custom_list_id" = OLD."id";
	RETURN OLD;
END
$$;--> statement-breakpoint
CREATE TRIGGER "custom_lists_delete_items" AFTER DELETE ON "custom_lists" FOR EACH ROW EXECUTE FUNCTION "custom_lists_delete_items"();
