CREATE TABLE "map_view_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"map_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "map_view_images" ADD CONSTRAINT "map_view_images_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "map_view_images" ADD CONSTRAINT "map_view_images_map_id_venue_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."venue_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "map_view_images_account_idx" ON "map_view_images" USING btree ("account_id");