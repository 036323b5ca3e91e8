CREATE TABLE "event_price_table_entries" (
	"account_id" integer NOT NULL,
	"price_level_id" integer NOT NULL,
	"price_type_id" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "event_price_table_entries_price_level_id_price_type_id_pk" PRIMARY KEY("price_level_id","price_type_id"),
	CONSTRAINT "event_price_table_entries_price_not_negative" CHECK ("event_price_table_entries"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_change_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"price_level_id" integer NOT NULL,
	"price_type_id" integer,
	"price" integer NOT NULL,
	"previous_price" integer,
	"events_updated" integer,
	CONSTRAINT "price_change_items_price_not_negative" CHECK ("price_change_items"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "price_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"effective_from" date NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"requested_by" integer,
	"requested_at" timestamp with time zone,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"decision_note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "template_price_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"zone" text DEFAULT '' NOT NULL,
	"default_price" integer NOT NULL,
	"retail_price" integer,
	"sale_type_id" integer,
	"customer_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"membership_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"package_only" boolean DEFAULT false NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "template_price_levels_prices_not_negative" CHECK ("template_price_levels"."default_price" >= 0 AND ("template_price_levels"."retail_price" IS NULL OR "template_price_levels"."retail_price" >= 0))
);
--> statement-breakpoint
CREATE TABLE "template_price_table_entries" (
	"account_id" integer NOT NULL,
	"price_level_id" integer NOT NULL,
	"price_type_id" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "template_price_table_entries_price_level_id_price_type_id_pk" PRIMARY KEY("price_level_id","price_type_id"),
	CONSTRAINT "template_price_table_entries_price_not_negative" CHECK ("template_price_table_entries"."price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "price_levels" ADD COLUMN "zone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "price_levels" ADD COLUMN "retail_price" integer;--> statement-breakpoint
ALTER TABLE "price_levels" ADD COLUMN "sale_type_id" integer;--> statement-breakpoint
ALTER TABLE "price_levels" ADD COLUMN "customer_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "price_levels" ADD COLUMN "membership_tags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "price_levels" ADD COLUMN "package_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "price_levels" ADD COLUMN "template_price_level_id" integer;--> statement-breakpoint
ALTER TABLE "event_templates" ADD COLUMN "maps" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "event_templates" ADD COLUMN "seat_settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "event_price_table_entries" ADD CONSTRAINT "event_price_table_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_price_table_entries" ADD CONSTRAINT "event_price_table_entries_price_level_id_price_levels_id_fk" FOREIGN KEY ("price_level_id") REFERENCES "public"."price_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_price_table_entries" ADD CONSTRAINT "event_price_table_entries_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_items" ADD CONSTRAINT "price_change_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_items" ADD CONSTRAINT "price_change_items_request_id_price_change_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."price_change_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_items" ADD CONSTRAINT "price_change_items_price_level_id_template_price_levels_id_fk" FOREIGN KEY ("price_level_id") REFERENCES "public"."template_price_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_items" ADD CONSTRAINT "price_change_items_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_requests" ADD CONSTRAINT "price_change_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_requests" ADD CONSTRAINT "price_change_requests_template_id_event_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."event_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_requests" ADD CONSTRAINT "price_change_requests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_requests" ADD CONSTRAINT "price_change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_change_requests" ADD CONSTRAINT "price_change_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_price_levels" ADD CONSTRAINT "template_price_levels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_price_levels" ADD CONSTRAINT "template_price_levels_template_id_event_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."event_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_price_levels" ADD CONSTRAINT "template_price_levels_sale_type_id_sale_types_id_fk" FOREIGN KEY ("sale_type_id") REFERENCES "public"."sale_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_price_table_entries" ADD CONSTRAINT "template_price_table_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_price_table_entries" ADD CONSTRAINT "template_price_table_entries_price_level_id_template_price_levels_id_fk" FOREIGN KEY ("price_level_id") REFERENCES "public"."template_price_levels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "template_price_table_entries" ADD CONSTRAINT "template_price_table_entries_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_price_table_entries_type_idx" ON "event_price_table_entries" USING btree ("price_type_id");--> statement-breakpoint
CREATE INDEX "price_change_items_request_idx" ON "price_change_items" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "price_change_requests_template_idx" ON "price_change_requests" USING btree ("account_id","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "template_price_levels_active_name_key" ON "template_price_levels" USING btree ("template_id","name") WHERE "template_price_levels"."archived_at" IS NULL;--> statement-breakpoint
CREATE INDEX "template_price_levels_account_idx" ON "template_price_levels" USING btree ("account_id","template_id");--> statement-breakpoint
CREATE INDEX "template_price_table_entries_type_idx" ON "template_price_table_entries" USING btree ("price_type_id");--> statement-breakpoint
ALTER TABLE "price_levels" ADD CONSTRAINT "price_levels_sale_type_id_sale_types_id_fk" FOREIGN KEY ("sale_type_id") REFERENCES "public"."sale_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_levels" ADD CONSTRAINT "price_levels_template_price_level_id_template_price_levels_id_fk" FOREIGN KEY ("template_price_level_id") REFERENCES "public"."template_price_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_levels_template_level_idx" ON "price_levels" USING btree ("template_price_level_id");--> statement-breakpoint
ALTER TABLE "price_levels" ADD CONSTRAINT "price_levels_retail_not_negative" CHECK ("price_levels"."retail_price" IS NULL OR "price_levels"."retail_price" >= 0);