CREATE TABLE "invoice_invoice" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"invoice_code" text,
	"invoice_no" text NOT NULL,
	"check_code" text,
	"issue_date" text NOT NULL,
	"policy_no" text NOT NULL,
	"item_name" text NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_id_number" text NOT NULL,
	"seller_name" text NOT NULL,
	"seller_tax_id" text NOT NULL,
	"seller_address" text NOT NULL,
	"seller_bank" text NOT NULL,
	"amount" text NOT NULL,
	"tax_rate" text NOT NULL,
	"tax_amount" text NOT NULL,
	"total" text NOT NULL,
	"remark" text NOT NULL,
	"payee" text NOT NULL,
	"reviewer" text NOT NULL,
	"drawer" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "invoice_policy_idx" ON "invoice_invoice" USING btree ("policy_no");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_no_code_idx" ON "invoice_invoice" USING btree ("invoice_no","invoice_code");