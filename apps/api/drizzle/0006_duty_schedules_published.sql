CREATE TABLE "region_work_languages" (
	"region_id" integer NOT NULL,
	"language_id" integer NOT NULL,
	CONSTRAINT "region_work_languages_region_id_language_id_pk" PRIMARY KEY("region_id","language_id")
);
--> statement-breakpoint
DROP INDEX "duty_schedules_region_period_idx";--> statement-breakpoint
ALTER TABLE "duty_schedules" ADD COLUMN "status" varchar(20) DEFAULT 'DRAFT' NOT NULL;--> statement-breakpoint
ALTER TABLE "duty_schedules" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The schedules written before the editor were the public ones: they stay published.
UPDATE "duty_schedules" SET "status" = 'PUBLISHED';--> statement-breakpoint
ALTER TABLE "region_work_languages" ADD CONSTRAINT "region_work_languages_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "region_work_languages" ADD CONSTRAINT "region_work_languages_language_id_work_languages_id_fk" FOREIGN KEY ("language_id") REFERENCES "public"."work_languages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duty_schedules" ADD CONSTRAINT "duty_schedules_region_period_uq" UNIQUE("region_id","period_start");