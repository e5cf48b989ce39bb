CREATE TABLE "promo_car_activity" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"brand" text NOT NULL,
	"intro" text NOT NULL,
	"city_code" text DEFAULT '' NOT NULL,
	"discounts" jsonb NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_car_entry" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ack_no" text NOT NULL,
	"activity_id" text NOT NULL,
	"applicant" text NOT NULL,
	"mobile" text NOT NULL,
	"share_phone" text DEFAULT '' NOT NULL,
	"city_code" text NOT NULL,
	"session_uuid" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_car_entry_ack_no_unique" UNIQUE("ack_no")
);
--> statement-breakpoint
CREATE TABLE "promo_coupon" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"coupon_no" text NOT NULL,
	"campaign_id" text NOT NULL,
	"mobile" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"threshold" numeric(10, 2) NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_order_id" text,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_coupon_coupon_no_unique" UNIQUE("coupon_no")
);
--> statement-breakpoint
CREATE TABLE "promo_coupon_campaign" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"threshold" numeric(10, 2) NOT NULL,
	"valid_days" integer NOT NULL,
	"total" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_coupon_not_over" CHECK ("promo_coupon_campaign"."claimed" <= "promo_coupon_campaign"."total")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "promo_car_entry_once_idx" ON "promo_car_entry" USING btree ("activity_id","mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_coupon_once_idx" ON "promo_coupon" USING btree ("campaign_id","mobile");--> statement-breakpoint
CREATE INDEX "promo_coupon_mobile_idx" ON "promo_coupon" USING btree ("mobile");