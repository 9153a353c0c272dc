-- Segment uploads (docs/REQUIREMENTS.md#segment-uploads): a .txt file of device ids added to one or more first-party
-- segments. The row is written once the file has been received whole (a file over 64 MB is refused
-- while it streams and leaves no row); it is `processing` while its lines are read, with the counts
-- and `bytes_processed` updated after every batch (the console polls them as progress), then
-- `completed` or `failed` (`failure_reason`). `errors` keeps the first 1,000 refused lines as
-- [{line, reason, value}]; `invalid` counts them all. The members themselves live in the analytics
-- store (segment_members, source 'upload', source_id = this id).
CREATE TABLE "segment_uploads" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_id" integer,
	"user_name" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"bytes" bigint NOT NULL,
	"bytes_processed" bigint DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"failure_reason" text,
	"lines" integer DEFAULT 0 NOT NULL,
	"accepted" integer DEFAULT 0 NOT NULL,
	"invalid" integer DEFAULT 0 NOT NULL,
	"duplicates" integer DEFAULT 0 NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "segment_uploads_status_check" CHECK ("status" IN ('processing', 'completed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "segment_upload_targets" (
	"upload_id" bigint NOT NULL,
	"segment_id" bigint NOT NULL,
	CONSTRAINT "segment_upload_targets_upload_id_segment_id_pk" PRIMARY KEY("upload_id","segment_id")
);
--> statement-breakpoint
ALTER TABLE "segment_uploads" ADD CONSTRAINT "segment_uploads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_uploads" ADD CONSTRAINT "segment_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_upload_targets" ADD CONSTRAINT "segment_upload_targets_upload_id_segment_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."segment_uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "segment_upload_targets" ADD CONSTRAINT "segment_upload_targets_segment_id_segments_id_fk" FOREIGN KEY ("segment_id") REFERENCES "public"."segments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "segment_uploads_account_idx" ON "segment_uploads" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "segment_uploads_processing_idx" ON "segment_uploads" USING btree ("status","updated_at") WHERE "status" = 'processing';--> statement-breakpoint
CREATE INDEX "segment_upload_targets_segment_idx" ON "segment_upload_targets" USING btree ("segment_id");
