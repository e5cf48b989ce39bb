CREATE TABLE "cs_conversation" (
	"id" serial PRIMARY KEY NOT NULL,
	"signid" text NOT NULL,
	"token_hash" text NOT NULL,
	"userid" text NOT NULL,
	"username" text NOT NULL,
	"source" text NOT NULL,
	"subsource" text NOT NULL,
	"entry_id" text NOT NULL,
	"status" text NOT NULL,
	"agent_account" text,
	"agent_name" text,
	"queued_at" timestamp with time zone,
	"left_mobile" text,
	"score" integer,
	"comment" text,
	"compliment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cs_conversation_signid_unique" UNIQUE("signid")
);
--> statement-breakpoint
CREATE TABLE "cs_file" (
	"id" text PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cs_kb_entry" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"hot" boolean DEFAULT false NOT NULL,
	"gram_count" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cs_kb_gram" (
	"gram" text NOT NULL,
	"entry_id" integer NOT NULL,
	CONSTRAINT "cs_kb_gram_gram_entry_id_pk" PRIMARY KEY("gram","entry_id")
);
--> statement-breakpoint
CREATE TABLE "cs_message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"conversation_id" integer NOT NULL,
	"sender" text NOT NULL,
	"kind" text NOT NULL,
	"text" text NOT NULL,
	"file_id" text,
	"suggestions" jsonb,
	"agent_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "cs_conversation_status_idx" ON "cs_conversation" USING btree ("status","queued_at");--> statement-breakpoint
CREATE INDEX "cs_message_conversation_idx" ON "cs_message" USING btree ("conversation_id","id");