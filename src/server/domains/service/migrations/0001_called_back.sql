ALTER TABLE "cs_conversation" ADD COLUMN "left_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cs_conversation" ADD COLUMN "called_back_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cs_conversation" ADD COLUMN "called_back_by" text;--> statement-breakpoint
-- Messages left before this column: their last change is when they were left (or rated just after).
UPDATE "cs_conversation" SET "left_at" = "updated_at" WHERE "status" = 'left';--> statement-breakpoint
CREATE INDEX "cs_conversation_left_idx" ON "cs_conversation" USING btree ("status","left_at","id");
