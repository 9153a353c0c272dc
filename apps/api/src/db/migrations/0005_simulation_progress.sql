CREATE TABLE "simulation_progress" (
	"name" text PRIMARY KEY NOT NULL,
	"simulated_until" bigint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
