CREATE TABLE "content_activity" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"image" jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"link" text NOT NULL,
	"rules" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_article" (
	"slug" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"group_name" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"image" jsonb,
	"published_at" date NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_banner" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"position" text NOT NULL,
	"title" text NOT NULL,
	"image" jsonb NOT NULL,
	"link" text NOT NULL,
	"start_date" date,
	"end_date" date,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_channel" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_column" (
	"code" text PRIMARY KEY NOT NULL,
	"channel_code" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"more_link" text DEFAULT '' NOT NULL,
	"care_hidden" boolean DEFAULT false NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_comment" (
	"id" text PRIMARY KEY NOT NULL,
	"author" text NOT NULL,
	"city" text NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"product_name" text NOT NULL,
	"date" date NOT NULL,
	"shown" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_fund" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"risk_level" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_fund_value" (
	"fund_code" text NOT NULL,
	"date" date NOT NULL,
	"unit_value" numeric(10, 4) NOT NULL,
	CONSTRAINT "content_fund_value_fund_code_date_pk" PRIMARY KEY("fund_code","date")
);
--> statement-breakpoint
CREATE TABLE "content_gallery" (
	"id" text PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"image" jsonb NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_import" (
	"id" integer PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"files" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_module" (
	"code" text PRIMARY KEY NOT NULL,
	"column_code" text NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"icon" jsonb,
	"link" text NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_product" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"risk_class_code" text NOT NULL,
	"summary" text NOT NULL,
	"price_from" numeric(12, 2) NOT NULL,
	"tags" jsonb NOT NULL,
	"image" jsonb NOT NULL,
	"sections" jsonb NOT NULL,
	"buy_link" text NOT NULL,
	"in_mall" boolean DEFAULT true NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_renewal_candidate" (
	"policy_no" text PRIMARY KEY NOT NULL,
	"risk_name" text NOT NULL,
	"subject" text NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_risk_class" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_setting" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "content_article_category_idx" ON "content_article" USING btree ("category","published_at");--> statement-breakpoint
CREATE INDEX "content_banner_position_idx" ON "content_banner" USING btree ("kind","position","sort_order");--> statement-breakpoint
CREATE INDEX "content_column_channel_idx" ON "content_column" USING btree ("channel_code","sort_order");--> statement-breakpoint
CREATE INDEX "content_module_column_idx" ON "content_module" USING btree ("column_code","sort_order");--> statement-breakpoint
CREATE INDEX "content_product_class_idx" ON "content_product" USING btree ("risk_class_code","sort_order");