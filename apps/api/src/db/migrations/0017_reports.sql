CREATE TABLE "report_jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text,
	"user_email" text,
	"source" text NOT NULL,
	"report_type" text NOT NULL,
	"on_demand_type" text,
	"name" text NOT NULL,
	"status" text DEFAULT 'in_progress' NOT NULL,
	"error" text,
	"file_type" text NOT NULL,
	"request" jsonb NOT NULL,
	"rows" integer,
	"file_size" bigint,
	"sheets" integer,
	"file_key" text,
	"start_date" date,
	"end_date" date,
	"time_zone" text NOT NULL,
	"privacy_min_devices" integer NOT NULL,
	"data_complete_through" timestamp with time zone,
	"generated_at" timestamp with time zone,
	"expires_at" timestamp with time zone,
	"preview" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "report_jobs_status_check" CHECK ("report_jobs"."status" in ('in_progress', 'empty', 'error', 'success')),
	CONSTRAINT "report_jobs_source_check" CHECK ("report_jobs"."source" in ('direct', 'on_demand', 'scheduler')),
	CONSTRAINT "report_jobs_file_type_check" CHECK ("report_jobs"."file_type" in ('csv', 'xlsx'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_jobs" ADD CONSTRAINT "report_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_jobs_account_idx" ON "report_jobs" USING btree ("account_id","source","id");--> statement-breakpoint
CREATE INDEX "report_jobs_account_user_idx" ON "report_jobs" USING btree ("account_id","user_id","id");--> statement-breakpoint
CREATE INDEX "report_jobs_expiry_idx" ON "report_jobs" USING btree ("expires_at") WHERE "report_jobs"."file_key" is not null;