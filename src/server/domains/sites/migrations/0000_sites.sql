CREATE TABLE "service_site" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type_flags" text NOT NULL,
	"service_items" text[] NOT NULL,
	"province_code" text NOT NULL,
	"city_code" text NOT NULL,
	"county_code" text NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"hours" text NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL
);
--> statement-breakpoint
CREATE INDEX "service_site_city_name_idx" ON "service_site" USING btree ("city_code","name");--> statement-breakpoint
CREATE INDEX "service_site_county_idx" ON "service_site" USING btree ("county_code");--> statement-breakpoint
CREATE INDEX "service_site_lat_lng_idx" ON "service_site" USING btree ("lat","lng");