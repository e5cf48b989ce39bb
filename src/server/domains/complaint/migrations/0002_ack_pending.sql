CREATE TABLE "complaint_ack_pending" (
	"complaint_id" bigint PRIMARY KEY NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- Acknowledgements not yet sent move to the new table, claimable at once unless a dispatcher holds them.
INSERT INTO "complaint_ack_pending" ("complaint_id", "claimed_until")
SELECT "id", coalesce("ack_claimed_until", now()) FROM "complaint_record" WHERE "ack_sent_at" IS NULL;--> statement-breakpoint
DROP INDEX "complaint_mobile_idx";--> statement-breakpoint
DROP INDEX "complaint_ack_pending_idx";--> statement-breakpoint
ALTER TABLE "complaint_record" DROP COLUMN "ack_sent_at";--> statement-breakpoint
ALTER TABLE "complaint_record" DROP COLUMN "ack_claimed_until";