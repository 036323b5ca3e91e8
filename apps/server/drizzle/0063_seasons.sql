CREATE TABLE "season_events" (
	"account_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	CONSTRAINT "season_events_season_id_event_id_pk" PRIMARY KEY("season_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "season_package_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"basket_id" uuid NOT NULL,
	"price_type_id" integer NOT NULL,
	"section" text NOT NULL,
	"row" text NOT NULL,
	"seat" text NOT NULL,
	"price" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "season_package_prices" (
	"account_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"price_type_id" integer NOT NULL,
	"price" integer NOT NULL,
	CONSTRAINT "season_package_prices_package_id_price_type_id_pk" PRIMARY KEY("package_id","price_type_id"),
	CONSTRAINT "season_package_prices_not_negative" CHECK ("season_package_prices"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "season_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text DEFAULT 'fixed' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"archived_at" timestamp with time zone,
	CONSTRAINT "seasons_dates_in_order" CHECK ("seasons"."ends_on" >= "seasons"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "basket_items" ADD COLUMN "package_line_id" bigint;--> statement-breakpoint
ALTER TABLE "basket_items" ADD COLUMN "package_unit_price" integer;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD COLUMN "package_line_id" bigint;--> statement-breakpoint
ALTER TABLE "season_events" ADD CONSTRAINT "season_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_events" ADD CONSTRAINT "season_events_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_events" ADD CONSTRAINT "season_events_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_package_lines" ADD CONSTRAINT "season_package_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_package_lines" ADD CONSTRAINT "season_package_lines_package_id_season_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."season_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_package_lines" ADD CONSTRAINT "season_package_lines_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_package_lines" ADD CONSTRAINT "season_package_lines_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_package_prices" ADD CONSTRAINT "season_package_prices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_package_prices" ADD CONSTRAINT "season_package_prices_package_id_season_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."season_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_package_prices" ADD CONSTRAINT "season_package_prices_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_packages" ADD CONSTRAINT "season_packages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_packages" ADD CONSTRAINT "season_packages_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_events_event_idx" ON "season_events" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "season_package_lines_basket_idx" ON "season_package_lines" USING btree ("basket_id");--> statement-breakpoint
CREATE INDEX "season_package_lines_package_idx" ON "season_package_lines" USING btree ("package_id");--> statement-breakpoint
CREATE INDEX "season_packages_season_idx" ON "season_packages" USING btree ("account_id","season_id");--> statement-breakpoint
CREATE UNIQUE INDEX "season_packages_season_name_key" ON "season_packages" USING btree ("season_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_account_name_key" ON "seasons" USING btree ("account_id",lower("name"));