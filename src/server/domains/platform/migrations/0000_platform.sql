CREATE TABLE "agency" (
	"agent_code" text PRIMARY KEY NOT NULL,
	"agent_name" text NOT NULL,
	"com_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"session_uuid" text NOT NULL,
	"type" text NOT NULL,
	"route" text NOT NULL,
	"target" text,
	"channel_type" text,
	"entry_id" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branch_office" (
	"com_code" text PRIMARY KEY NOT NULL,
	"com_name" text NOT NULL,
	"city_code" text NOT NULL,
	"province_code" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_value" (
	"table_name" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "code_value_table_name_code_pk" PRIMARY KEY("table_name","code")
);
--> statement-breakpoint
CREATE TABLE "outbox_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"attachments" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "region" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"level" text NOT NULL,
	"parent_code" text
);
--> statement-breakpoint
CREATE INDEX "agency_com_idx" ON "agency" USING btree ("com_code");--> statement-breakpoint
CREATE INDEX "analytics_event_route_idx" ON "analytics_event" USING btree ("route","occurred_at");--> statement-breakpoint
CREATE INDEX "branch_office_city_idx" ON "branch_office" USING btree ("city_code");--> statement-breakpoint
CREATE INDEX "branch_office_province_idx" ON "branch_office" USING btree ("province_code");--> statement-breakpoint
CREATE INDEX "outbox_message_created_idx" ON "outbox_message" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "region_parent_idx" ON "region" USING btree ("parent_code");