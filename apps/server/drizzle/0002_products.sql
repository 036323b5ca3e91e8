CREATE TABLE "product_variants" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"name" text NOT NULL,
	"sku" text NOT NULL,
	"quantity_available" integer,
	"sold" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_variants_sold_within_stock" CHECK ("product_variants"."quantity_available" IS NULL OR "product_variants"."sold" <= "product_variants"."quantity_available")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"sku" text NOT NULL,
	"price" integer NOT NULL,
	"inventory_controlled" boolean DEFAULT false NOT NULL,
	"full_party_add_on" boolean DEFAULT false NOT NULL,
	"redemption_instructions" text DEFAULT '' NOT NULL,
	"hard_ticket_text" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_variants" ADD CONSTRAINT "product_variants_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_template_id_event_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."event_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_variants_product_idx" ON "product_variants" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_account_sku_key" ON "products" USING btree ("account_id",upper("sku"));