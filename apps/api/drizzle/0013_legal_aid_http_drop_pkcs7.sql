ALTER TABLE "orders" DROP COLUMN "signature_pkcs7";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "signature_check";--> statement-breakpoint
ALTER TABLE "checklists" DROP COLUMN "signature_pkcs7";--> statement-breakpoint
ALTER TABLE "checklists" DROP COLUMN "signature_check";