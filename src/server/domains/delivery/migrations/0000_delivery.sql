CREATE TABLE "delivery_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"delivery_no" text NOT NULL,
	"status_code" text NOT NULL,
	"note" text NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "policy_delivery" (
	"delivery_no" text PRIMARY KEY NOT NULL,
	"policy_no" text NOT NULL,
	"risk_name" text NOT NULL,
	"insured_id_number" text NOT NULL,
	"frame_no" text,
	"is_new_car" boolean DEFAULT false NOT NULL,
	"license_no" text,
	"sequence" integer NOT NULL,
	"status_code" text NOT NULL,
	"courier_code" text NOT NULL,
	"tracking_no" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_mobile" text NOT NULL,
	"address" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "delivery_event_delivery_idx" ON "delivery_event" USING btree ("delivery_no","at");--> statement-breakpoint
CREATE INDEX "policy_delivery_insured_idx" ON "policy_delivery" USING btree ("insured_id_number");