CREATE TABLE "groupbuy_lead" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ack_no" text NOT NULL,
	"group_by_no" text DEFAULT '' NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"city_code" text NOT NULL,
	"product" text NOT NULL,
	"session_uuid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groupbuy_lead_ack_no_unique" UNIQUE("ack_no")
);
--> statement-breakpoint
CREATE TABLE "groupbuy_link" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_by_no" text NOT NULL,
	"kind" text NOT NULL,
	"employee_no" text NOT NULL,
	"promoter_name" text NOT NULL,
	"mobile" text NOT NULL,
	"pro_code" text NOT NULL,
	"city_code" text NOT NULL,
	"county_code" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"com_code" text NOT NULL,
	"com_name" text NOT NULL,
	"agent_code" text DEFAULT '' NOT NULL,
	"project_code" text DEFAULT '' NOT NULL,
	"short_url" text NOT NULL,
	"qr_png" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groupbuy_link_group_by_no_unique" UNIQUE("group_by_no")
);
--> statement-breakpoint
CREATE TABLE "groupbuy_staff" (
	"employee_no" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mobile" text NOT NULL,
	"com_code" text NOT NULL,
	"com_name" text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "groupbuy_lead_once_idx" ON "groupbuy_lead" USING btree ("mobile","group_by_no");--> statement-breakpoint
CREATE INDEX "groupbuy_lead_link_idx" ON "groupbuy_lead" USING btree ("group_by_no");--> statement-breakpoint
CREATE UNIQUE INDEX "groupbuy_link_owner_idx" ON "groupbuy_link" USING btree ("employee_no","kind","com_code","agent_code","project_code");