CREATE TABLE "claims_claim" (
	"regist_no" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"policy_no" text NOT NULL,
	"risk_name" text NOT NULL,
	"insured_name" text NOT NULL,
	"insured_id_number" text NOT NULL,
	"license_no" text,
	"status" text NOT NULL,
	"report_time" timestamp with time zone NOT NULL,
	"accident_time" timestamp with time zone NOT NULL,
	"accident_place" text NOT NULL,
	"accident_desc" text NOT NULL,
	"estimated_amount" text,
	"assessed_amount" text,
	"paid_amount" text,
	"handler_name" text NOT NULL,
	"handler_phone" text NOT NULL,
	"handler_office" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims_party" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"regist_no" text NOT NULL,
	"role" text NOT NULL,
	"license_no" text,
	"description" text NOT NULL,
	"owner_name" text NOT NULL,
	"loss_amount" text
);
--> statement-breakpoint
CREATE TABLE "claims_step" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"regist_no" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"office" text NOT NULL,
	"note" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims_policy" (
	"policy_no" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"risk_name" text NOT NULL,
	"insured_name" text NOT NULL,
	"insured_id_number" text NOT NULL,
	"license_no" text
);
--> statement-breakpoint
ALTER TABLE "claims_party" ADD CONSTRAINT "claims_party_regist_no_claims_claim_regist_no_fk" FOREIGN KEY ("regist_no") REFERENCES "public"."claims_claim"("regist_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims_step" ADD CONSTRAINT "claims_step_regist_no_claims_claim_regist_no_fk" FOREIGN KEY ("regist_no") REFERENCES "public"."claims_claim"("regist_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claims_claim_policy_idx" ON "claims_claim" USING btree ("policy_no");--> statement-breakpoint
CREATE INDEX "claims_party_claim_idx" ON "claims_party" USING btree ("regist_no");--> statement-breakpoint
CREATE INDEX "claims_step_claim_idx" ON "claims_step" USING btree ("regist_no","at");