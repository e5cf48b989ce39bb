ALTER TABLE "pay_order" ADD COLUMN "applicant_id_type" text DEFAULT '01' NOT NULL;--> statement-breakpoint
ALTER TABLE "pay_order" ADD COLUMN "insured_id_type" text DEFAULT '01' NOT NULL;