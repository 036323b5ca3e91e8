CREATE TABLE "basket_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"basket_id" uuid NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"event_seat_id" bigint,
	"ga_reservation_id" bigint,
	"ga_area_id" integer,
	"quantity" integer DEFAULT 1 NOT NULL,
	"price_level_id" integer,
	"price_type_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "basket_items_kind_shape" CHECK (("basket_items"."kind" = 'seat' AND "basket_items"."event_seat_id" IS NOT NULL AND "basket_items"."quantity" = 1) OR ("basket_items"."kind" = 'ga' AND "basket_items"."ga_reservation_id" IS NOT NULL AND "basket_items"."quantity" > 0))
);
--> statement-breakpoint
CREATE TABLE "baskets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"customer_id" integer,
	"user_id" integer,
	"promo_code" text,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"organization" text DEFAULT '' NOT NULL,
	"billing_address" jsonb,
	"shipping_address" jsonb,
	"member_id" text,
	"member_since" timestamp with time zone,
	"audience_rewards_number" text,
	"access_card_number" text,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"password_hash" text,
	"email_verified_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_tickets" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"event_id" integer NOT NULL,
	"event_seat_id" bigint,
	"ga_reservation_id" bigint,
	"seat_key" text NOT NULL,
	"section" text NOT NULL,
	"row" text DEFAULT '' NOT NULL,
	"seat" text DEFAULT '' NOT NULL,
	"price_level_id" integer,
	"price_type_id" integer,
	"face_value" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"fees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total" integer NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"barcode" text NOT NULL,
	"print_count" integer DEFAULT 0 NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"global_id" uuid NOT NULL,
	"account_id" integer NOT NULL,
	"basket_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"channel" text NOT NULL,
	"customer_id" integer,
	"buyer" jsonb NOT NULL,
	"face_value_total" integer NOT NULL,
	"fee_total" integer NOT NULL,
	"discount_total" integer NOT NULL,
	"delivery_total" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"promo_code" text,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_global_id_unique" UNIQUE("global_id"),
	CONSTRAINT "orders_total_not_negative" CHECK ("orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"method" text,
	"last4" text,
	"provider_id" text,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"brand" text NOT NULL,
	"funding" text NOT NULL,
	"last4" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_event_seat_id_event_seats_id_fk" FOREIGN KEY ("event_seat_id") REFERENCES "public"."event_seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_ga_reservation_id_ga_reservations_id_fk" FOREIGN KEY ("ga_reservation_id") REFERENCES "public"."ga_reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_ga_area_id_event_ga_areas_id_fk" FOREIGN KEY ("ga_area_id") REFERENCES "public"."event_ga_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_price_level_id_price_levels_id_fk" FOREIGN KEY ("price_level_id") REFERENCES "public"."price_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "basket_items" ADD CONSTRAINT "basket_items_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "baskets" ADD CONSTRAINT "baskets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD CONSTRAINT "order_tickets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD CONSTRAINT "order_tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD CONSTRAINT "order_tickets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD CONSTRAINT "order_tickets_event_seat_id_event_seats_id_fk" FOREIGN KEY ("event_seat_id") REFERENCES "public"."event_seats"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD CONSTRAINT "order_tickets_ga_reservation_id_ga_reservations_id_fk" FOREIGN KEY ("ga_reservation_id") REFERENCES "public"."ga_reservations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD CONSTRAINT "order_tickets_price_level_id_price_levels_id_fk" FOREIGN KEY ("price_level_id") REFERENCES "public"."price_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD CONSTRAINT "order_tickets_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD CONSTRAINT "sandbox_charges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "basket_items_basket_idx" ON "basket_items" USING btree ("basket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "basket_items_seat_key" ON "basket_items" USING btree ("basket_id","event_seat_id");--> statement-breakpoint
CREATE INDEX "baskets_account_status_idx" ON "baskets" USING btree ("account_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_account_email_key" ON "customers" USING btree ("account_id",lower("email"));--> statement-breakpoint
CREATE INDEX "order_tickets_order_idx" ON "order_tickets" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_tickets_barcode_key" ON "order_tickets" USING btree ("account_id","barcode");--> statement-breakpoint
CREATE UNIQUE INDEX "order_tickets_live_seat_key" ON "order_tickets" USING btree ("event_seat_id") WHERE "order_tickets"."event_seat_id" IS NOT NULL AND "order_tickets"."status" <> 'voided';--> statement-breakpoint
CREATE UNIQUE INDEX "orders_basket_key" ON "orders" USING btree ("basket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_key" ON "orders" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_account_created_idx" ON "orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_key" ON "payments" USING btree ("provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_charges_key" ON "sandbox_charges" USING btree ("account_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_template_id_event_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."event_templates"("id") ON DELETE no action ON UPDATE no action;