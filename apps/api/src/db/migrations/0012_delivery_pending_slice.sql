ALTER TABLE "simulation_progress" ADD COLUMN "pending_from" bigint;--> statement-breakpoint
ALTER TABLE "simulation_progress" ADD COLUMN "pending_ledger" jsonb;