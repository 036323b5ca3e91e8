CREATE TABLE "customer_processor_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"payment_account_id" integer NOT NULL,
	"processor_customer_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "customer_processor_customers" ADD CONSTRAINT "customer_processor_customers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_processor_customers" ADD CONSTRAINT "customer_processor_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_processor_customers" ADD CONSTRAINT "customer_processor_customers_payment_account_id_payment_accounts_id_fk" FOREIGN KEY ("payment_account_id") REFERENCES "public"."payment_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_processor_customers_key" ON "customer_processor_customers" USING btree ("customer_id","payment_account_id");