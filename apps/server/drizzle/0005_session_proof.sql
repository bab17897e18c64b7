ALTER TABLE "claims" ADD COLUMN "proof" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "proven_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "proof" text;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "proven_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
-- Sessions opened before their address was first proven end now (docs/decisions/019).
UPDATE "refresh_tokens" AS t SET "revoked_at" = now()
FROM "users" AS u,
  (SELECT "family_id", min("created_at") AS started_at FROM "refresh_tokens" GROUP BY "family_id") AS f
WHERE u."id" = t."user_id" AND f."family_id" = t."family_id" AND t."revoked_at" IS NULL
  AND u."verified_at" IS NOT NULL AND f.started_at < u."verified_at";--> statement-breakpoint
-- The others of a proven address were opened by a code or a password.
UPDATE "refresh_tokens" AS t SET "proof" = 'code', "proven_at" = f.started_at
FROM "users" AS u,
  (SELECT "family_id", min("created_at") AS started_at FROM "refresh_tokens" GROUP BY "family_id") AS f
WHERE u."id" = t."user_id" AND f."family_id" = t."family_id" AND u."verified_at" IS NOT NULL
  AND f.started_at >= u."verified_at";--> statement-breakpoint
UPDATE "claims" AS c SET "proof" = 'code', "proven_at" = c."created_at"
FROM "users" AS u WHERE u."id" = c."user_id" AND u."verified_at" IS NOT NULL;--> statement-breakpoint
-- Only an unproven session could have set a password on an unproven address.
UPDATE "users" SET "password_hash" = NULL WHERE "verified_at" IS NULL AND "password_hash" IS NOT NULL;
