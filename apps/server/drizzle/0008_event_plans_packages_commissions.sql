CREATE TABLE "event_plan_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"selection_mode" text NOT NULL,
	"min_events" integer,
	"max_events" integer,
	"discount_kind" text DEFAULT 'None' NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"sales_channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "event_plans_discount_not_negative" CHECK ("event_plans"."discount" >= 0),
	CONSTRAINT "event_plans_range" CHECK ("event_plans"."selection_mode" = 'Fixed' OR ("event_plans"."min_events" >= 1 AND "event_plans"."min_events" <= "event_plans"."max_events"))
);
--> statement-breakpoint
CREATE TABLE "package_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"price_level_id" integer,
	"price_type_id" integer,
	"product_id" integer,
	"product_variant_id" integer,
	"quantity" integer NOT NULL,
	"unit_price" integer NOT NULL,
	CONSTRAINT "package_items_quantity_positive" CHECK ("package_items"."quantity" >= 1),
	CONSTRAINT "package_items_unit_price_not_negative" CHECK ("package_items"."unit_price" >= 0),
	CONSTRAINT "package_items_reference" CHECK (("package_items"."kind" = 'PriceLevel' AND "package_items"."price_level_id" IS NOT NULL AND "package_items"."price_type_id" IS NULL AND "package_items"."product_id" IS NULL)
        OR ("package_items"."kind" = 'PriceType' AND "package_items"."price_type_id" IS NOT NULL AND "package_items"."price_level_id" IS NULL AND "package_items"."product_id" IS NULL)
        OR ("package_items"."kind" = 'Product' AND "package_items"."product_id" IS NOT NULL AND "package_items"."price_level_id" IS NULL AND "package_items"."price_type_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"pricing_mode" text NOT NULL,
	"price" integer,
	"created_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "packages_price_when_whole" CHECK ("packages"."pricing_mode" = 'PerItem' OR "packages"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "payment_commissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"card_type" text NOT NULL,
	"funding_type" text NOT NULL,
	"basis_points" integer DEFAULT 0 NOT NULL,
	"flat_amount" integer DEFAULT 0 NOT NULL,
	"min_amount" integer,
	"max_amount" integer,
	CONSTRAINT "payment_commissions_not_negative" CHECK ("payment_commissions"."basis_points" >= 0 AND "payment_commissions"."flat_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "event_plan_events" ADD CONSTRAINT "event_plan_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_plan_events" ADD CONSTRAINT "event_plan_events_plan_id_event_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."event_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_plan_events" ADD CONSTRAINT "event_plan_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_plans" ADD CONSTRAINT "event_plans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_price_level_id_template_price_levels_id_fk" FOREIGN KEY ("price_level_id") REFERENCES "public"."template_price_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "package_items" ADD CONSTRAINT "package_items_product_variant_id_product_variants_id_fk" FOREIGN KEY ("product_variant_id") REFERENCES "public"."product_variants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "packages" ADD CONSTRAINT "packages_template_id_event_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."event_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_commissions" ADD CONSTRAINT "payment_commissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_commissions" ADD CONSTRAINT "payment_commissions_template_id_event_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."event_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_plan_events_plan_event_key" ON "event_plan_events" USING btree ("plan_id","event_id");--> statement-breakpoint
CREATE INDEX "event_plan_events_event_idx" ON "event_plan_events" USING btree ("account_id","event_id");--> statement-breakpoint
CREATE INDEX "event_plans_account_idx" ON "event_plans" USING btree ("account_id","updated_at");--> statement-breakpoint
CREATE INDEX "package_items_package_idx" ON "package_items" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "packages_template_idx" ON "packages" USING btree ("account_id","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_commissions_template_card_funding_key" ON "payment_commissions" USING btree ("template_id","card_type","funding_type");--> statement-breakpoint
CREATE INDEX "payment_commissions_account_idx" ON "payment_commissions" USING btree ("account_id");