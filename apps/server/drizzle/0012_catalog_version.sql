CREATE TABLE "catalog_version" (
	"singleton" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_version_singleton" CHECK ("catalog_version"."singleton")
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("singleton", "version") VALUES (true, 0);
