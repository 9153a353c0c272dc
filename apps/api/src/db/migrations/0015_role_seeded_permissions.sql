ALTER TABLE "roles" ADD COLUMN "seeded_permissions" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- Built-in roles of databases created before this version get the permissions added with it
-- (the event activity log, private POI layers); from now on `seeded_permissions` records what the
-- product has granted, so later additions are granted at start (apps/api/src/db/seed.ts).
UPDATE "roles" SET "permissions" = ARRAY(SELECT DISTINCT p FROM unnest("permissions" || ARRAY['Event:audit', 'PrivatePoi:index', 'PrivatePoi:show', 'PrivatePoi:create', 'PrivatePoi:update', 'PrivatePoi:delete', 'PrivatePoi:audit']::text[]) AS p ORDER BY p) WHERE "name" IN ('master_admin', 'admin');
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(SELECT DISTINCT p FROM unnest("permissions" || ARRAY['Event:audit']::text[]) AS p ORDER BY p) WHERE "name" = 'trafficker';
--> statement-breakpoint
UPDATE "roles" SET "permissions" = ARRAY(SELECT DISTINCT p FROM unnest("permissions" || ARRAY['PrivatePoi:index', 'PrivatePoi:show', 'PrivatePoi:create', 'PrivatePoi:update', 'PrivatePoi:delete', 'PrivatePoi:audit']::text[]) AS p ORDER BY p) WHERE "name" = 'planner';
--> statement-breakpoint
UPDATE "roles" SET "seeded_permissions" = "permissions";
