CREATE TABLE "bundle_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"basket_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"package_id" integer,
	"plan_id" integer,
	"name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bundle_lines_reference" CHECK (("bundle_lines"."kind" = 'templatePackage' AND "bundle_lines"."package_id" IS NOT NULL AND "bundle_lines"."plan_id" IS NULL)
        OR ("bundle_lines"."kind" = 'eventPlan' AND "bundle_lines"."plan_id" IS NOT NULL AND "bundle_lines"."package_id" IS NULL))
);
--> statement-breakpoint
ALTER TABLE "basket_items" ADD COLUMN "bundle_line_id" bigint;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD COLUMN "bundle_line_id" bigint;--> statement-breakpoint
ALTER TABLE "basket_products" ADD COLUMN "bundle_line_id" bigint;--> statement-breakpoint
ALTER TABLE "basket_products" ADD COLUMN "bundle_unit_price" integer;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "bundle_line_id" bigint;--> statement-breakpoint
ALTER TABLE "bundle_lines" ADD CONSTRAINT "bundle_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_lines" ADD CONSTRAINT "bundle_lines_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_lines" ADD CONSTRAINT "bundle_lines_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_lines" ADD CONSTRAINT "bundle_lines_plan_id_event_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."event_plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bundle_lines_basket_idx" ON "bundle_lines" USING btree ("basket_id");