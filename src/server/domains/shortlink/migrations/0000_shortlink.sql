CREATE TABLE "flight_delay_claim" (
	"claim_no" text PRIMARY KEY NOT NULL,
	"policy_no" text NOT NULL,
	"flight_no" text NOT NULL,
	"flight_date" text NOT NULL,
	"insured_name" text NOT NULL,
	"bank_id" text NOT NULL,
	"bank_name" text NOT NULL,
	"province_id" text NOT NULL,
	"city_id" text NOT NULL,
	"branch_id" text NOT NULL,
	"branch_name" text NOT NULL,
	"card_no" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flight_delay_claim_once" UNIQUE("policy_no","flight_no","flight_date")
);
--> statement-breakpoint
CREATE TABLE "flight_policy" (
	"policy_no" text PRIMARY KEY NOT NULL,
	"risk_name" text NOT NULL,
	"insured_name" text NOT NULL,
	"insured_id_number" text NOT NULL,
	"mobile" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "flight_delay_claim_policy_idx" ON "flight_delay_claim" USING btree ("policy_no");