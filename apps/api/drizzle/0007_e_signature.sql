CREATE TABLE "signatures" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "signatures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"document_type" varchar(40) NOT NULL,
	"document_id" varchar(64) NOT NULL,
	"signer_pinfl" varchar(14) NOT NULL,
	"signer_person_id" integer,
	"certificate_serial" varchar(64) NOT NULL,
	"certificate_subject" text,
	"certificate_valid_from" timestamp with time zone NOT NULL,
	"certificate_valid_to" timestamp with time zone NOT NULL,
	"signing_time" timestamp with time zone NOT NULL,
	"content" text NOT NULL,
	"content_sha256" varchar(64) NOT NULL,
	"pkcs7" text NOT NULL,
	"verification" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_signer_person_id_persons_id_fk" FOREIGN KEY ("signer_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "signatures_document_idx" ON "signatures" USING btree ("document_type","document_id");--> statement-breakpoint
CREATE INDEX "signatures_signer_idx" ON "signatures" USING btree ("signer_pinfl","created_at");