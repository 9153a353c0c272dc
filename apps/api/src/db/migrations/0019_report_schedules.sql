CREATE TABLE "report_schedule_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"schedule_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"report_job_id" integer,
	"rows" integer,
	"file_size" bigint,
	"file_type" text,
	"csv_fallback" boolean DEFAULT false NOT NULL,
	"recipients" text[] DEFAULT '{}'::text[] NOT NULL,
	"error" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "report_schedule_runs_due_unique" UNIQUE("schedule_id","due_at"),
	CONSTRAINT "report_schedule_runs_status_check" CHECK ("report_schedule_runs"."status" in ('running', 'sent', 'empty', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "report_schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text,
	"report_type" text NOT NULL,
	"file_type" text NOT NULL,
	"request" jsonb NOT NULL,
	"scheduler_type" text NOT NULL,
	"weekday" integer,
	"month_day" integer,
	"hour" integer NOT NULL,
	"schedule_time_zone" text NOT NULL,
	"email_subject" text NOT NULL,
	"email_to" text[] NOT NULL,
	"email_cc" text[] NOT NULL,
	"email_bcc" text[] NOT NULL,
	"include_account_email" boolean DEFAULT false NOT NULL,
	"schedule_start_date" date NOT NULL,
	"schedule_end_date" date NOT NULL,
	"status" text NOT NULL,
	"last_error" text,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"report_job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_schedules_status_check" CHECK ("report_schedules"."status" in ('pending', 'fail', 'active', 'inactive')),
	CONSTRAINT "report_schedules_type_check" CHECK ("report_schedules"."scheduler_type" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "report_schedules_file_type_check" CHECK ("report_schedules"."file_type" in ('csv', 'xlsx')),
	CONSTRAINT "report_schedules_hour_check" CHECK ("report_schedules"."hour" between 0 and 23)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "cc" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "bcc" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "report_schedule_runs" ADD CONSTRAINT "report_schedule_runs_schedule_id_report_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."report_schedules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedule_runs" ADD CONSTRAINT "report_schedule_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedule_runs" ADD CONSTRAINT "report_schedule_runs_report_job_id_report_jobs_id_fk" FOREIGN KEY ("report_job_id") REFERENCES "public"."report_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_report_job_id_report_jobs_id_fk" FOREIGN KEY ("report_job_id") REFERENCES "public"."report_jobs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_schedules_account_idx" ON "report_schedules" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" USING btree ("next_run_at") WHERE "report_schedules"."status" = 'active';