CREATE TABLE "partner_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"category_id" integer,
	"contact_name" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "partner_commission" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "partner_id" integer;--> statement-breakpoint
ALTER TABLE "partner_categories" ADD CONSTRAINT "partner_categories_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partners" ADD CONSTRAINT "partners_category_id_partner_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."partner_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_categories_account_name_key" ON "partner_categories" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "partners_account_name_key" ON "partners" USING btree ("account_id",lower("name"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- A user's partner was free text: each account's distinct names become partners, and users link to them.
INSERT INTO "partners" ("account_id", "name", "created_at")
SELECT DISTINCT ON ("account_id", lower(btrim("partner"))) "account_id", btrim("partner"), now()
FROM "users" WHERE "partner" IS NOT NULL AND btrim("partner") <> ''
ORDER BY "account_id", lower(btrim("partner")), btrim("partner");--> statement-breakpoint
UPDATE "users" u SET "partner_id" = p."id" FROM "partners" p
WHERE p."account_id" = u."account_id" AND lower(p."name") = lower(btrim(u."partner"));--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "partner";