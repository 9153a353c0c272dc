CREATE TABLE "private_poi_items" (
	"id" bigserial NOT NULL,
	"layer_id" integer NOT NULL,
	"name" text NOT NULL,
	"lat" double precision NOT NULL,
	"lon" double precision NOT NULL,
	"h3" bigint NOT NULL,
	"res" smallint NOT NULL,
	"polygon" jsonb,
	"radius_km" double precision,
	"category" text,
	"subcategory" text,
	CONSTRAINT "private_poi_items_layer_id_id_pk" PRIMARY KEY("layer_id","id")
);
--> statement-breakpoint
CREATE TABLE "private_poi_layers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"layer_name" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"total_pois" integer DEFAULT 0 NOT NULL,
	"error_pois" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "private_poi_layers_status_check" CHECK ("private_poi_layers"."status" in ('pending', 'processed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "private_poi_items" ADD CONSTRAINT "private_poi_items_layer_id_private_poi_layers_id_fk" FOREIGN KEY ("layer_id") REFERENCES "public"."private_poi_layers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_poi_layers" ADD CONSTRAINT "private_poi_layers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_poi_layers" ADD CONSTRAINT "private_poi_layers_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_poi_layers" ADD CONSTRAINT "private_poi_layers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "private_poi_layers" ADD CONSTRAINT "private_poi_layers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "private_poi_layers_account_name_unique" ON "private_poi_layers" USING btree ("account_id",lower("layer_name"));--> statement-breakpoint
CREATE INDEX "private_poi_layers_account_idx" ON "private_poi_layers" USING btree ("account_id","id");