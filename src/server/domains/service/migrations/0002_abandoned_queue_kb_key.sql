ALTER TABLE "cs_conversation" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Conversations from before this column were last seen, at the latest, at their last change.
UPDATE "cs_conversation" SET "last_seen_at" = "updated_at";--> statement-breakpoint
-- Two instances seeding an empty database at once could each write the knowledge base: keep the first copy of each entry.
DELETE FROM "cs_kb_gram" g USING "cs_kb_entry" e WHERE g."entry_id" = e."id" AND EXISTS (SELECT 1 FROM "cs_kb_entry" d WHERE d."category" = e."category" AND d."question" = e."question" AND d."id" < e."id");--> statement-breakpoint
DELETE FROM "cs_kb_entry" e WHERE EXISTS (SELECT 1 FROM "cs_kb_entry" d WHERE d."category" = e."category" AND d."question" = e."question" AND d."id" < e."id");--> statement-breakpoint
CREATE UNIQUE INDEX "cs_kb_entry_key" ON "cs_kb_entry" USING btree ("category","question");
