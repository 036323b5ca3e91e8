CREATE TABLE "event_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"basic_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sale_timing" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ticket_limits" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"money" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"exchanges" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"external_sync" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"date_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fee_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fee_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fees" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"fee_set_id" integer NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"type" text NOT NULL,
	"amount_kind" text NOT NULL,
	"amount" integer NOT NULL,
	"min" integer,
	"max" integer,
	"gl_code" text DEFAULT '' NOT NULL,
	"reverse_calculation" boolean DEFAULT false NOT NULL,
	"include_in_face_value" boolean DEFAULT false NOT NULL,
	"taxable" boolean DEFAULT false NOT NULL,
	"commissionable" boolean DEFAULT false NOT NULL,
	"fee_class_id" integer,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "group_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"promotion_id" integer NOT NULL,
	"code" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"offset_type" text NOT NULL,
	"default_discount" integer DEFAULT 0 NOT NULL,
	"sales_channels" text[] DEFAULT '{}'::text[] NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"template_id" integer NOT NULL,
	"name" text NOT NULL,
	"code" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"discount_kind" text NOT NULL,
	"discount" integer NOT NULL,
	"required_customer_tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"price_level_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"event_rules" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_templates" ADD CONSTRAINT "event_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_classes" ADD CONSTRAINT "fee_classes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_sets" ADD CONSTRAINT "fee_sets_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_sets" ADD CONSTRAINT "fee_sets_template_id_event_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."event_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_fee_set_id_fee_sets_id_fk" FOREIGN KEY ("fee_set_id") REFERENCES "public"."fee_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_fee_class_id_fee_classes_id_fk" FOREIGN KEY ("fee_class_id") REFERENCES "public"."fee_classes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_codes" ADD CONSTRAINT "group_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_codes" ADD CONSTRAINT "group_codes_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_types" ADD CONSTRAINT "price_types_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_types" ADD CONSTRAINT "price_types_template_id_event_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."event_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_template_id_event_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."event_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_templates_account_idx" ON "event_templates" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_classes_account_name_key" ON "fee_classes" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "fee_sets_template_idx" ON "fee_sets" USING btree ("account_id","template_id");--> statement-breakpoint
CREATE INDEX "fees_fee_set_idx" ON "fees" USING btree ("account_id","fee_set_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_codes_account_code_key" ON "group_codes" USING btree ("account_id","code");--> statement-breakpoint
CREATE INDEX "group_codes_promotion_idx" ON "group_codes" USING btree ("promotion_id");--> statement-breakpoint
CREATE INDEX "price_types_template_idx" ON "price_types" USING btree ("account_id","template_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_account_code_key" ON "promotions" USING btree ("account_id",upper("code"));