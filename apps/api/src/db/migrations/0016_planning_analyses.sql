CREATE TABLE "planning_analyses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"action" text NOT NULL,
	"country_code" integer NOT NULL,
	"request" jsonb NOT NULL,
	"request_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"result" jsonb,
	"message" text,
	"error" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "planning_analyses_status_check" CHECK ("planning_analyses"."status" in ('pending', 'processing', 'success', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "planning_analyses" ADD CONSTRAINT "planning_analyses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning_analyses" ADD CONSTRAINT "planning_analyses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planning_analyses_account_key_idx" ON "planning_analyses" USING btree ("account_id","request_key","id");