CREATE TABLE "survey_activity" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"intro" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_prize" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" text NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"total" integer NOT NULL,
	"awarded" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_prize_not_over" CHECK ("survey_prize"."awarded" <= "survey_prize"."total")
);
--> statement-breakpoint
CREATE TABLE "survey_question" (
	"id" serial PRIMARY KEY NOT NULL,
	"activity_id" text NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"max_choices" integer,
	"max_length" integer,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_response" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ack_no" text NOT NULL,
	"activity_id" text NOT NULL,
	"mobile" text NOT NULL,
	"entry_id" text DEFAULT '' NOT NULL,
	"request_id" text,
	"answers" jsonb NOT NULL,
	"prize_id" integer,
	"prize_code" text,
	"session_uuid" text NOT NULL,
	"ack_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "survey_response_ack_no_unique" UNIQUE("ack_no")
);
--> statement-breakpoint
CREATE INDEX "survey_prize_activity_idx" ON "survey_prize" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "survey_question_activity_idx" ON "survey_question" USING btree ("activity_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_response_mobile_idx" ON "survey_response" USING btree ("activity_id","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_response_request_idx" ON "survey_response" USING btree ("request_id");