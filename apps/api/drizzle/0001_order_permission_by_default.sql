-- The order permission is held by default and cancelled per person (docs/domain.md "Who is eligible"):
-- new accounts hold it, and accounts that never had it only because nobody had granted it get it now. An
-- account whose permission was cancelled by a director or the ADMIN (its latest change in admin_actions)
-- keeps it cancelled.
ALTER TABLE "user_accounts" ALTER COLUMN "order_permission" SET DEFAULT true;
--> statement-breakpoint
UPDATE "user_accounts" AS ua SET "order_permission" = true
WHERE NOT ua."order_permission"
  AND NOT EXISTS (
    SELECT 1 FROM "admin_actions" AS a
    WHERE a."target_type" = 'USER_ACCOUNT' AND a."target_id" = ua."id"::text
      AND a."action" = 'ORDER_PERMISSION_CANCELLED'
  );
