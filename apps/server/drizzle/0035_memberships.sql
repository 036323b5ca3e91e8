CREATE TABLE "customer_memberships" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"level_id" integer NOT NULL,
	"member_number" text NOT NULL,
	"level_name" text NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"reminded_for" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"duration_months" integer NOT NULL,
	"renewal_window_days" integer DEFAULT 30 NOT NULL,
	"reminder_days" integer DEFAULT 14 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"online_sale" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "membership_levels_price_not_negative" CHECK ("membership_levels"."price" >= 0),
	CONSTRAINT "membership_levels_duration_range" CHECK ("membership_levels"."duration_months" BETWEEN 1 AND 120),
	CONSTRAINT "membership_levels_window_range" CHECK ("membership_levels"."renewal_window_days" BETWEEN 0 AND 366),
	CONSTRAINT "membership_levels_reminder_range" CHECK ("membership_levels"."reminder_days" BETWEEN 0 AND 366)
);
--> statement-breakpoint
CREATE TABLE "order_memberships" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"membership_id" integer NOT NULL,
	"kind" text NOT NULL,
	"level_name" text NOT NULL,
	"total" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'sold' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_memberships_total_not_negative" CHECK ("order_memberships"."total" >= 0)
);
--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_memberships" ADD CONSTRAINT "customer_memberships_level_id_membership_levels_id_fk" FOREIGN KEY ("level_id") REFERENCES "public"."membership_levels"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_levels" ADD CONSTRAINT "membership_levels_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_memberships" ADD CONSTRAINT "order_memberships_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_memberships" ADD CONSTRAINT "order_memberships_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_memberships" ADD CONSTRAINT "order_memberships_membership_id_customer_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."customer_memberships"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_memberships_number_key" ON "customer_memberships" USING btree ("account_id","member_number");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_memberships_customer_level_key" ON "customer_memberships" USING btree ("customer_id","level_id");--> statement-breakpoint
CREATE INDEX "customer_memberships_account_idx" ON "customer_memberships" USING btree ("account_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_levels_account_name_key" ON "membership_levels" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "order_memberships_order_idx" ON "order_memberships" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_memberships_membership_idx" ON "order_memberships" USING btree ("membership_id");