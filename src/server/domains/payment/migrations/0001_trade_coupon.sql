ALTER TABLE "pay_trade" ADD COLUMN "coupon_code" text;--> statement-breakpoint
-- Backfill what is knowable: an open trade was opened together with its order's current coupon (one transaction in startPayment). A finished trade's coupon is not recorded anywhere, so it stays null.
UPDATE "pay_trade" SET "coupon_code" = "pay_order"."coupon_code" FROM "pay_order" WHERE "pay_order"."order_id" = "pay_trade"."order_id" AND "pay_trade"."status" = 'open';
