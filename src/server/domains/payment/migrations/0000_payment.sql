CREATE TABLE "pay_notification" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"trade_no" text,
	"payload" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_order" (
	"order_id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"proposal_no" text NOT NULL,
	"risk_code" text NOT NULL,
	"risk_name" text NOT NULL,
	"applicant_name" text NOT NULL,
	"applicant_id_number" text NOT NULL,
	"applicant_mobile" text NOT NULL,
	"insured_name" text NOT NULL,
	"insured_id_number" text NOT NULL,
	"insured_mobile" text NOT NULL,
	"com_code" text NOT NULL,
	"city_code" text NOT NULL,
	"license_no" text,
	"vin" text,
	"engine_no" text,
	"brand_model" text,
	"is_new_car" boolean DEFAULT false NOT NULL,
	"proposal_no_bi" text,
	"bi_risk_name" text,
	"bi_start_date" text,
	"bi_end_date" text,
	"bi_sum_premium" numeric(12, 2),
	"bi_sum_insured" numeric(14, 2),
	"proposal_no_ci" text,
	"ci_start_date" text,
	"ci_end_date" text,
	"ci_sum_premium" numeric(12, 2),
	"ci_sum_insured" numeric(14, 2),
	"ship_sum_premium" numeric(12, 2) DEFAULT '0' NOT NULL,
	"sum_premium" numeric(12, 2) NOT NULL,
	"start_hour" integer DEFAULT 0 NOT NULL,
	"last_pay_date" text NOT NULL,
	"status" text NOT NULL,
	"coupon_code" text,
	"pay_amount" numeric(12, 2),
	"paid_at" timestamp with time zone,
	"issue_status" text DEFAULT 'none' NOT NULL,
	"policy_nos" text DEFAULT '' NOT NULL,
	"source_ref" text,
	"input_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_order_source_ref_unique" UNIQUE("source_ref")
);
--> statement-breakpoint
CREATE TABLE "pay_order_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"reason" text NOT NULL,
	"trade_no" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_trade" (
	"trade_no" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"gateway_txn_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "red_envelope" (
	"coupon_code" text PRIMARY KEY NOT NULL,
	"owner_id_number" text NOT NULL,
	"name" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"min_premium" numeric(10, 2) NOT NULL,
	"valid_to" text NOT NULL,
	"held_by_order" text,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "pay_order_insured_idx" ON "pay_order" USING btree ("insured_id_number");--> statement-breakpoint
CREATE INDEX "pay_order_applicant_idx" ON "pay_order" USING btree ("applicant_id_number");--> statement-breakpoint
CREATE INDEX "pay_order_plate_idx" ON "pay_order" USING btree ("license_no");--> statement-breakpoint
CREATE INDEX "pay_order_event_order_idx" ON "pay_order_event" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "pay_trade_order_idx" ON "pay_trade" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "red_envelope_owner_idx" ON "red_envelope" USING btree ("owner_id_number");