-- A lawyer's cabinet home page counts the requests they were picked for and have yet to accept from one
-- index range (it intersected the lawyer's requests with every request awaiting acceptance in the country).
CREATE INDEX "investigator_requests_picked_status_idx" ON "investigator_requests" USING btree ("picked_lawyer_id","status","accept_deadline_at") WHERE "investigator_requests"."picked_lawyer_id" IS NOT NULL;--> statement-breakpoint
ANALYZE "investigator_requests";
