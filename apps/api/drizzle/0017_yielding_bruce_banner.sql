CREATE TYPE "public"."post_audience" AS ENUM('EVERYONE', 'LAWYERS', 'REGION_LAWYERS');--> statement-breakpoint
CREATE TABLE "post_seen" (
	"post_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	CONSTRAINT "post_seen_post_id_person_id_pk" PRIMARY KEY("post_id","person_id")
);
--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "audience" "post_audience" DEFAULT 'EVERYONE' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "region_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "author_person_id" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "post_seen" ADD CONSTRAINT "post_seen_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_seen" ADD CONSTRAINT "post_seen_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_person_id_persons_id_fk" FOREIGN KEY ("author_person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_region_idx" ON "posts" USING btree ("region_id");--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_region_audience" CHECK (("posts"."audience" = 'REGION_LAWYERS') = ("posts"."region_id" is not null));