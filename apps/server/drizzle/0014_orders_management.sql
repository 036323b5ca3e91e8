CREATE TABLE "order_refunds" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"payment_id" bigint NOT NULL,
	"amount" integer NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_refunds_positive" CHECK ("order_refunds"."amount" > 0)
);
--> statement-breakpoint
DROP INDEX "orders_account_created_idx";--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "saved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "notes" text;--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "baskets_saved_idx" ON "baskets" USING btree ("account_id","saved_at") WHERE "baskets"."saved_at" IS NOT NULL AND "baskets"."status" = 'open';--> statement-breakpoint
CREATE INDEX "order_tickets_event_order_idx" ON "order_tickets" USING btree ("event_id","order_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_email_idx" ON "orders" USING btree ("account_id",lower("buyer"->>'email'));--> statement-breakpoint
CREATE INDEX "orders_buyer_last_name_idx" ON "orders" USING btree ("account_id",(lower("buyer"->>'lastName') COLLATE "C"));--> statement-breakpoint
CREATE INDEX "orders_account_created_idx" ON "orders" USING btree ("account_id","created_at","id");