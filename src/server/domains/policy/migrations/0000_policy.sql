CREATE TABLE "policy_endorsement" (
	"endorsement_no" text PRIMARY KEY NOT NULL,
	"policy_no" text NOT NULL,
	"type" text NOT NULL,
	"type_name" text NOT NULL,
	"content" text NOT NULL,
	"premium_change" text DEFAULT '0.00' NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_record" (
	"policy_no" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"risk_code" text NOT NULL,
	"risk_name" text NOT NULL,
	"query_type" text DEFAULT 'normal' NOT NULL,
	"applicant_name" text NOT NULL,
	"applicant_id_type" text DEFAULT '01' NOT NULL,
	"applicant_id_no" text NOT NULL,
	"applicant_mobile" text NOT NULL,
	"insured_name" text NOT NULL,
	"insured_id_type" text DEFAULT '01' NOT NULL,
	"insured_id_no" text NOT NULL,
	"insured_mobile" text NOT NULL,
	"city_code" text NOT NULL,
	"com_code" text NOT NULL,
	"com_name" text NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"issue_date" text NOT NULL,
	"premium" text NOT NULL,
	"sum_insured" text NOT NULL,
	"visa_serial_no" text,
	"school" text,
	"loan_contract_no" text,
	"license_no" text,
	"vin" text,
	"frame_no" text,
	"engine_no" text,
	"brand_model" text,
	"is_new_car" boolean DEFAULT false NOT NULL,
	"seat_count" integer,
	"register_date" text,
	"use_nature" text,
	"coverages" jsonb NOT NULL,
	"special_agreements" jsonb NOT NULL,
	"exclusions" jsonb NOT NULL,
	"payment" jsonb NOT NULL,
	"channel" jsonb NOT NULL,
	"source_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "policy_endorsement_policy_idx" ON "policy_endorsement" USING btree ("policy_no","effective_at");--> statement-breakpoint
CREATE INDEX "policy_record_license_idx" ON "policy_record" USING btree ("license_no");--> statement-breakpoint
CREATE INDEX "policy_record_applicant_idx" ON "policy_record" USING btree ("applicant_id_no");--> statement-breakpoint
CREATE INDEX "policy_record_insured_idx" ON "policy_record" USING btree ("insured_id_no");--> statement-breakpoint
CREATE INDEX "policy_record_visa_idx" ON "policy_record" USING btree ("visa_serial_no");--> statement-breakpoint
CREATE INDEX "policy_record_loan_idx" ON "policy_record" USING btree ("loan_contract_no");--> statement-breakpoint
CREATE INDEX "policy_record_vin_idx" ON "policy_record" USING btree ("vin");--> statement-breakpoint
CREATE UNIQUE INDEX "policy_record_source_idx" ON "policy_record" USING btree ("source_ref");