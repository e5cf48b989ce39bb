CREATE TABLE "complaint_record" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ack_no" text NOT NULL,
	"kind" text NOT NULL,
	"request_id" text,
	"content_hash" text NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"order_no" text,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"session_uuid" text NOT NULL,
	"ack_channel" text NOT NULL,
	"ack_recipient" text NOT NULL,
	"ack_subject" text DEFAULT '' NOT NULL,
	"ack_text" text NOT NULL,
	"ack_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "complaint_record_ack_no_unique" UNIQUE("ack_no")
);
--> statement-breakpoint
CREATE TABLE "complaint_return_policy" (
	"order_no" text PRIMARY KEY NOT NULL,
	"platform" text NOT NULL,
	"policy_no" text NOT NULL,
	"insured_name" text NOT NULL,
	"insured_mobile" text NOT NULL,
	"sum_insured" numeric(10, 2) NOT NULL,
	"order_date" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_request_idx" ON "complaint_record" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "complaint_content_idx" ON "complaint_record" USING btree ("content_hash","created_at");--> statement-breakpoint
CREATE INDEX "complaint_mobile_idx" ON "complaint_record" USING btree ("mobile","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "complaint_return_order_idx" ON "complaint_record" USING btree ("order_no") WHERE "complaint_record"."kind" = 'return';--> statement-breakpoint
CREATE INDEX "complaint_return_policy_no_idx" ON "complaint_return_policy" USING btree ("policy_no");