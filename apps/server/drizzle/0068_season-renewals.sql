CREATE TABLE "season_renewal_seats" (
	"renewal_id" bigint NOT NULL,
	"event_id" integer NOT NULL,
	"event_seat_id" bigint NOT NULL,
	CONSTRAINT "season_renewal_seats_renewal_id_event_id_pk" PRIMARY KEY("renewal_id","event_id")
);
--> statement-breakpoint
CREATE TABLE "season_renewals" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"source_line_id" bigint NOT NULL,
	"customer_id" integer NOT NULL,
	"price_type_id" integer NOT NULL,
	"section" text NOT NULL,
	"row" text NOT NULL,
	"seat" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "season_package_lines" ADD COLUMN "renewal_id" bigint;--> statement-breakpoint
ALTER TABLE "season_packages" ADD COLUMN "renews_package_id" integer;--> statement-breakpoint
ALTER TABLE "season_packages" ADD COLUMN "renewal_deadline" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "season_packages" ADD COLUMN "renewal_hold_id" integer;--> statement-breakpoint
ALTER TABLE "season_packages" ADD COLUMN "renewals_rolled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "season_packages" ADD COLUMN "renewals_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "season_renewal_seats" ADD CONSTRAINT "season_renewal_seats_renewal_id_season_renewals_id_fk" FOREIGN KEY ("renewal_id") REFERENCES "public"."season_renewals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_renewals" ADD CONSTRAINT "season_renewals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_renewals" ADD CONSTRAINT "season_renewals_package_id_season_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."season_packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_renewals" ADD CONSTRAINT "season_renewals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "season_renewals" ADD CONSTRAINT "season_renewals_price_type_id_price_types_id_fk" FOREIGN KEY ("price_type_id") REFERENCES "public"."price_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "season_renewal_seats_seat_key" ON "season_renewal_seats" USING btree ("event_seat_id");--> statement-breakpoint
CREATE UNIQUE INDEX "season_renewals_source_key" ON "season_renewals" USING btree ("package_id","source_line_id");--> statement-breakpoint
CREATE INDEX "season_renewals_customer_idx" ON "season_renewals" USING btree ("account_id","customer_id");--> statement-breakpoint
ALTER TABLE "season_packages" ADD CONSTRAINT "season_packages_renewal_hold_id_holds_id_fk" FOREIGN KEY ("renewal_hold_id") REFERENCES "public"."holds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "season_package_lines_renewal_idx" ON "season_package_lines" USING btree ("renewal_id") WHERE "season_package_lines"."renewal_id" IS NOT NULL;