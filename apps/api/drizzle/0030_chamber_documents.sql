ALTER TABLE "chamber_documents" ADD COLUMN "number" varchar(50) NOT NULL;--> statement-breakpoint
ALTER TABLE "chamber_documents" ADD COLUMN "document_date" date NOT NULL;--> statement-breakpoint
ALTER TABLE "chamber_documents" ADD COLUMN "kind" varchar(16) NOT NULL;--> statement-breakpoint
ALTER TABLE "chamber_documents" ADD COLUMN "status" varchar(16) DEFAULT 'PUBLISHED' NOT NULL;--> statement-breakpoint
ALTER TABLE "chamber_documents" ADD COLUMN "withdraw_reason" text;--> statement-breakpoint
ALTER TABLE "chamber_documents" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "chamber_documents_date_idx" ON "chamber_documents" USING btree ("document_date");