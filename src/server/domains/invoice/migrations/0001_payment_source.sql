ALTER TABLE "invoice_invoice" ADD COLUMN "source_ref" text;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_source_idx" ON "invoice_invoice" USING btree ("source_ref");