CREATE TABLE "newcar_endorsement" (
	"endorsement_no" text PRIMARY KEY NOT NULL,
	"policy_no" text NOT NULL,
	"license_before" text,
	"license_after" text NOT NULL,
	"status" text NOT NULL,
	"applied_at" timestamp with time zone NOT NULL,
	"effective_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "newcar_endorsement_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"endorsement_no" text NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"note" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newcar_vehicle_policy" (
	"policy_no" text PRIMARY KEY NOT NULL,
	"risk_name" text NOT NULL,
	"insured_name" text NOT NULL,
	"insured_id_number" text NOT NULL,
	"vin" text NOT NULL,
	"brand_model" text NOT NULL,
	"license_no" text,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "newcar_endorsement_event" ADD CONSTRAINT "newcar_endorsement_event_endorsement_no_newcar_endorsement_endorsement_no_fk" FOREIGN KEY ("endorsement_no") REFERENCES "public"."newcar_endorsement"("endorsement_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "newcar_endorsement_live_idx" ON "newcar_endorsement" USING btree ("policy_no") WHERE status <> 'rejected';--> statement-breakpoint
CREATE INDEX "newcar_endorsement_event_idx" ON "newcar_endorsement_event" USING btree ("endorsement_no");--> statement-breakpoint
CREATE INDEX "newcar_vehicle_policy_plate_idx" ON "newcar_vehicle_policy" USING btree ("license_no");