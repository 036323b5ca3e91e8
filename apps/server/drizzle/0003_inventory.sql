CREATE SEQUENCE "public"."event_seat_changes" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"map_id" integer,
	"map_version_id" integer,
	"name" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"dont_leave_single_seats" boolean DEFAULT false NOT NULL,
	"seats_generated_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "events_active_needs_seats" CHECK (NOT "events"."active" OR "events"."seats_generated_at" IS NOT NULL)
);
--> statement-breakpoint
CREATE TABLE "event_ga_areas" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"capacity" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"price_level_id" integer,
	"bounds" jsonb,
	CONSTRAINT "event_ga_areas_within_capacity" CHECK ("event_ga_areas"."taken" >= 0 AND "event_ga_areas"."taken" <= "event_ga_areas"."capacity")
);
--> statement-breakpoint
CREATE TABLE "event_seats" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"section" text NOT NULL,
	"row" text NOT NULL,
	"seat" text NOT NULL,
	"position" integer NOT NULL,
	"rank" integer NOT NULL,
	"x" real NOT NULL,
	"y" real NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"hold_id" integer,
	"price_level_id" integer,
	"sale_type_id" integer,
	"seat_alert_id" integer,
	"ada_type" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"basket_id" uuid,
	"reserved_until" timestamp with time zone,
	"order_id" bigint,
	"channel" text,
	"change_seq" bigint DEFAULT nextval('event_seat_changes') NOT NULL,
	CONSTRAINT "event_seats_reserved_has_basket" CHECK (("event_seats"."status" = 'reserved') = ("event_seats"."basket_id" IS NOT NULL) AND ("event_seats"."status" <> 'reserved' OR "event_seats"."reserved_until" IS NOT NULL)),
	CONSTRAINT "event_seats_order_when_sold" CHECK ("event_seats"."order_id" IS NULL OR "event_seats"."status" IN ('sold', 'comp'))
);
--> statement-breakpoint
CREATE TABLE "ga_reservations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"area_id" integer NOT NULL,
	"basket_id" uuid,
	"order_id" bigint,
	"quantity" integer NOT NULL,
	"status" text NOT NULL,
	"channel" text,
	"reserved_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "ga_reservations_quantity_positive" CHECK ("ga_reservations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "seat_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"event_seat_id" bigint,
	"ga_area_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"basket_id" uuid,
	"order_id" bigint,
	"channel" text,
	"user_id" integer,
	"hold_id" integer,
	"reason" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_map_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"map_id" integer NOT NULL,
	"version" integer NOT NULL,
	"definition" jsonb NOT NULL,
	"seat_count" integer NOT NULL,
	"ga_capacity" integer NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venue_maps" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"default_price" integer NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "price_levels_price_not_negative" CHECK ("price_levels"."default_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "hold_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "holds" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT '#868e96' NOT NULL,
	"act_as_kill" boolean DEFAULT false NOT NULL,
	"hold_group_id" integer,
	"allowed_channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"allowed_user_group_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sale_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seat_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"external_id" text DEFAULT '' NOT NULL,
	"message" text NOT NULL,
	"html_allowed" boolean DEFAULT false NOT NULL,
	"requires_acknowledgement" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ticket_printers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"ip_address" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"external_venue_id" text DEFAULT '' NOT NULL,
	"accessibility_mode" text DEFAULT 'None' NOT NULL,
	"address1" text DEFAULT '' NOT NULL,
	"address2" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"state" text DEFAULT '' NOT NULL,
	"postal_code" text DEFAULT '' NOT NULL,
	"country" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"timezone" text NOT NULL,
	"currency_locale" text DEFAULT 'en-US' NOT NULL,
	"card_payment_account_id" integer,
	"gift_certificate_payment_account_id" integer,
	"wallet_payment_account_id" integer,
	"theatre_token_payment_account_id" integer,
	"mobile_pay_enabled" boolean DEFAULT false NOT NULL,
	"notification_emails" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"guest_list_emails" text[] DEFAULT '{}'::text[] NOT NULL,
	"map_url" text DEFAULT '' NOT NULL,
	"ticket_pdf_template" text DEFAULT '' NOT NULL,
	"receipt_pdf_template" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workstations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"venue_id" integer NOT NULL,
	"name" text NOT NULL,
	"printer_id" integer,
	"card_terminal_id" text DEFAULT '' NOT NULL,
	"cash_drawer" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_map_id_venue_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."venue_maps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_map_version_id_venue_map_versions_id_fk" FOREIGN KEY ("map_version_id") REFERENCES "public"."venue_map_versions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_ga_areas" ADD CONSTRAINT "event_ga_areas_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_ga_areas" ADD CONSTRAINT "event_ga_areas_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_ga_areas" ADD CONSTRAINT "event_ga_areas_price_level_id_price_levels_id_fk" FOREIGN KEY ("price_level_id") REFERENCES "public"."price_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seats" ADD CONSTRAINT "event_seats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seats" ADD CONSTRAINT "event_seats_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seats" ADD CONSTRAINT "event_seats_hold_id_holds_id_fk" FOREIGN KEY ("hold_id") REFERENCES "public"."holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seats" ADD CONSTRAINT "event_seats_price_level_id_price_levels_id_fk" FOREIGN KEY ("price_level_id") REFERENCES "public"."price_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seats" ADD CONSTRAINT "event_seats_sale_type_id_sale_types_id_fk" FOREIGN KEY ("sale_type_id") REFERENCES "public"."sale_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_seats" ADD CONSTRAINT "event_seats_seat_alert_id_seat_alerts_id_fk" FOREIGN KEY ("seat_alert_id") REFERENCES "public"."seat_alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ga_reservations" ADD CONSTRAINT "ga_reservations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ga_reservations" ADD CONSTRAINT "ga_reservations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ga_reservations" ADD CONSTRAINT "ga_reservations_area_id_event_ga_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."event_ga_areas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_history" ADD CONSTRAINT "seat_history_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_history" ADD CONSTRAINT "seat_history_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_map_versions" ADD CONSTRAINT "venue_map_versions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_map_versions" ADD CONSTRAINT "venue_map_versions_map_id_venue_maps_id_fk" FOREIGN KEY ("map_id") REFERENCES "public"."venue_maps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_map_versions" ADD CONSTRAINT "venue_map_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_maps" ADD CONSTRAINT "venue_maps_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venue_maps" ADD CONSTRAINT "venue_maps_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_levels" ADD CONSTRAINT "price_levels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_levels" ADD CONSTRAINT "price_levels_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hold_groups" ADD CONSTRAINT "hold_groups_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holds" ADD CONSTRAINT "holds_hold_group_id_hold_groups_id_fk" FOREIGN KEY ("hold_group_id") REFERENCES "public"."hold_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_types" ADD CONSTRAINT "sale_types_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_alerts" ADD CONSTRAINT "seat_alerts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_printers" ADD CONSTRAINT "ticket_printers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_printers" ADD CONSTRAINT "ticket_printers_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workstations" ADD CONSTRAINT "workstations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workstations" ADD CONSTRAINT "workstations_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workstations" ADD CONSTRAINT "workstations_printer_id_ticket_printers_id_fk" FOREIGN KEY ("printer_id") REFERENCES "public"."ticket_printers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_account_starts_idx" ON "events" USING btree ("account_id","starts_at");--> statement-breakpoint
CREATE INDEX "events_map_idx" ON "events" USING btree ("map_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_ga_areas_event_name_key" ON "event_ga_areas" USING btree ("event_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "event_seats_place_key" ON "event_seats" USING btree ("event_id","section","row","seat");--> statement-breakpoint
CREATE INDEX "event_seats_event_change_idx" ON "event_seats" USING btree ("event_id","change_seq");--> statement-breakpoint
CREATE INDEX "event_seats_basket_idx" ON "event_seats" USING btree ("basket_id") WHERE "event_seats"."basket_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "event_seats_order_idx" ON "event_seats" USING btree ("order_id") WHERE "event_seats"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "event_seats_reserved_until_idx" ON "event_seats" USING btree ("reserved_until") WHERE "event_seats"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "ga_reservations_area_live_idx" ON "ga_reservations" USING btree ("area_id") WHERE "ga_reservations"."status" = 'reserved';--> statement-breakpoint
CREATE INDEX "ga_reservations_basket_idx" ON "ga_reservations" USING btree ("basket_id") WHERE "ga_reservations"."basket_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ga_reservations_order_idx" ON "ga_reservations" USING btree ("order_id") WHERE "ga_reservations"."order_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "seat_history_event_seat_idx" ON "seat_history" USING btree ("event_id","event_seat_id","created_at");--> statement-breakpoint
CREATE INDEX "seat_history_account_created_idx" ON "seat_history" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_map_versions_map_version_key" ON "venue_map_versions" USING btree ("map_id","version");--> statement-breakpoint
CREATE INDEX "venue_map_versions_account_idx" ON "venue_map_versions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "venue_maps_active_name_key" ON "venue_maps" USING btree ("account_id","venue_id","name") WHERE "venue_maps"."archived_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "price_levels_event_name_key" ON "price_levels" USING btree ("event_id","name");--> statement-breakpoint
CREATE INDEX "price_levels_account_idx" ON "price_levels" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "hold_groups_active_name_key" ON "hold_groups" USING btree ("account_id","name") WHERE "hold_groups"."archived_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "holds_active_name_key" ON "holds" USING btree ("account_id","name") WHERE "holds"."archived_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_types_active_name_key" ON "sale_types" USING btree ("account_id","name") WHERE "sale_types"."archived_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "sale_types_one_default" ON "sale_types" USING btree ("account_id") WHERE "sale_types"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "seat_alerts_active_name_key" ON "seat_alerts" USING btree ("account_id","name") WHERE "seat_alerts"."archived_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_printers_venue_name_key" ON "ticket_printers" USING btree ("venue_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "venues_account_name_key" ON "venues" USING btree ("account_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "workstations_venue_name_key" ON "workstations" USING btree ("venue_id","name");--> statement-breakpoint
CREATE INDEX "workstations_printer_idx" ON "workstations" USING btree ("printer_id");