CREATE TABLE "ticket_templates" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"layout" text DEFAULT 'standard' NOT NULL,
	"text_lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"default_value_plan_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "value_plan_price_types" (
	"price_type_id" integer PRIMARY KEY NOT NULL,
	"value_plan_id" integer NOT NULL,
	"account_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "value_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"prints" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_templates" ADD CONSTRAINT "ticket_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_templates" ADD CONSTRAINT "ticket_templates_default_value_plan_id_value_plans_id_fk" FOREIGN KEY ("default_value_plan_id") REFERENCES "public"."value_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_plan_price_types" ADD CONSTRAINT "value_plan_price_types_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_plan_price_types" ADD CONSTRAINT "value_plan_price_types_value_plan_id_value_plans_id_fk" FOREIGN KEY ("value_plan_id") REFERENCES "public"."value_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_plan_price_types" ADD CONSTRAINT "value_plan_price_types_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "value_plans" ADD CONSTRAINT "value_plans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "value_plan_price_types_plan_idx" ON "value_plan_price_types" USING btree ("value_plan_id");--> statement-breakpoint
CREATE UNIQUE INDEX "value_plans_account_name_key" ON "value_plans" USING btree ("account_id",lower("name"));