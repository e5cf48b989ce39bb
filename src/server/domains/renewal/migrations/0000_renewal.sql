CREATE TABLE "renewal_order" (
	"policy_no" text NOT NULL,
	"attempt" integer NOT NULL,
	"order_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "renewal_order_policy_no_attempt_pk" PRIMARY KEY("policy_no","attempt")
);
--> statement-breakpoint
CREATE TABLE "renewal_policy" (
	"policy_no" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"risk_code" text NOT NULL,
	"risk_name" text NOT NULL,
	"applicant_name" text NOT NULL,
	"applicant_id_number" text NOT NULL,
	"applicant_mobile" text NOT NULL,
	"insured_name" text NOT NULL,
	"insured_id_number" text NOT NULL,
	"insured_mobile" text NOT NULL,
	"city_code" text NOT NULL,
	"com_code" text NOT NULL,
	"license_no" text,
	"vin" text,
	"engine_no" text,
	"brand_model" text,
	"is_new_car" boolean DEFAULT false NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"premium" numeric(12, 2) NOT NULL,
	"sum_insured" numeric(14, 2) NOT NULL,
	"claim_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "renewal_reminder" (
	"policy_no" text PRIMARY KEY NOT NULL,
	"mobile" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_vehicle" (
	"license_no" text NOT NULL,
	"frame_no" text NOT NULL,
	CONSTRAINT "traffic_vehicle_license_no_frame_no_pk" PRIMARY KEY("license_no","frame_no")
);
--> statement-breakpoint
CREATE TABLE "traffic_violation" (
	"id" text PRIMARY KEY NOT NULL,
	"license_no" text NOT NULL,
	"frame_no" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"act" text NOT NULL,
	"code" text NOT NULL,
	"fine" integer NOT NULL,
	"points" integer NOT NULL,
	"handled" boolean NOT NULL,
	"authority" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "renewal_policy_insured_idx" ON "renewal_policy" USING btree ("insured_id_number");--> statement-breakpoint
CREATE INDEX "renewal_policy_vin_idx" ON "renewal_policy" USING btree ("vin");--> statement-breakpoint
CREATE INDEX "traffic_violation_plate_idx" ON "traffic_violation" USING btree ("license_no");