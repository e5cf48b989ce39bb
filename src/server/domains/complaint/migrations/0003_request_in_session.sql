-- A request id is the client's own choice: it names a request within its session only, so two sessions may use the same one.
DROP INDEX "complaint_request_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_request_idx" ON "complaint_record" USING btree ("request_id","session_uuid");