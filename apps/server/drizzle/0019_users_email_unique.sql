-- One account per identity (docs/DECISIONS.md "One account per identity"): an e-mail belongs to at
-- most one user. Existing duplicates (the same address, case-insensitively) keep the address on the
-- oldest user only; every later one loses the address and an admin role it may have gained through
-- ADMIN_EMAILS with it, and its claims fingerprint is cleared, so its next request re-reads the token
-- and is refused with 409 EMAIL_TAKEN while the address stays the older user's.
UPDATE "users" SET "email" = NULL WHERE btrim("email") = '';--> statement-breakpoint
UPDATE "users" SET "email" = NULL, "claims_fingerprint" = '', "role" = 'member'
FROM (
  SELECT "id", row_number() OVER (PARTITION BY lower("email") ORDER BY "id") AS "n"
  FROM "users" WHERE "email" IS NOT NULL
) AS "dup"
WHERE "users"."id" = "dup"."id" AND "dup"."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));
