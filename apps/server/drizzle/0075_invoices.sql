CREATE TABLE "invoice_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean NOT NULL,
	"due_days" integer NOT NULL,
	"reminder_days" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_invoices" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"public_id" uuid NOT NULL,
	"email" text NOT NULL,
	"recipient_name" text NOT NULL,
	"locale" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"remind_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"payment_id" bigint,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_invoices_amount_positive" CHECK ("order_invoices"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_settings" ADD CONSTRAINT "invoice_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_invoices" ADD CONSTRAINT "order_invoices_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoices_order_key" ON "order_invoices" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_invoices_public_key" ON "order_invoices" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "order_invoices_account_idx" ON "order_invoices" USING btree ("account_id","status","due_at");