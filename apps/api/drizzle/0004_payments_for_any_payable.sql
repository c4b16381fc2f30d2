-- A payment transaction is for one payable record, named by its kind and id (modules/payments/payables.ts),
-- instead of a lawyer's request only, so another kind of payable (an expertise invoice) is paid the same
-- way. Every existing transaction was for a lawyer's request: it keeps its request as ('lawyer-request', id).
ALTER TABLE "payment_transactions" ADD COLUMN "payable_kind" varchar(40);--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD COLUMN "payable_id" integer;--> statement-breakpoint
UPDATE "payment_transactions" SET "payable_kind" = 'lawyer-request', "payable_id" = "request_id";--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "payable_kind" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" ALTER COLUMN "payable_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transactions" DROP CONSTRAINT "payment_transactions_request_id_lawyer_requests_id_fk";--> statement-breakpoint
DROP INDEX "payment_transactions_request_id_index";--> statement-breakpoint
ALTER TABLE "payment_transactions" DROP COLUMN "request_id";--> statement-breakpoint
CREATE INDEX "payment_transactions_payable_kind_payable_id_index" ON "payment_transactions" USING btree ("payable_kind","payable_id");
