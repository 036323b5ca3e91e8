CREATE TABLE "sandbox_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"charge_id" uuid NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reconciliation_actions" ALTER COLUMN "charge_id" SET DATA TYPE text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "state" text DEFAULT 'succeeded' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "attempt" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "processor_ref" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "failure_code" text;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD COLUMN "settled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "processor" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payment_account_id" integer;--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "payment_account_id" integer;--> statement-breakpoint
ALTER TABLE "customer_payment_methods" ADD COLUMN "processor" text DEFAULT 'sandbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "customer_payment_methods" ADD COLUMN "payment_account_id" integer;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_refunds" ADD CONSTRAINT "sandbox_refunds_charge_id_sandbox_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."sandbox_charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_key" ON "sandbox_refunds" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_refunds_charge_idx" ON "sandbox_refunds" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "order_refunds_unsettled_idx" ON "order_refunds" USING btree ("account_id","created_at") WHERE "order_refunds"."state" <> 'succeeded';--> statement-breakpoint
CREATE INDEX "payments_authorized_idx" ON "payments" USING btree ("created_at") WHERE "payments"."status" = 'authorized';--> statement-breakpoint
CREATE INDEX "reconciliation_actions_basket_idx" ON "reconciliation_actions" USING btree ("basket_id");--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_state" CHECK ("order_refunds"."state" IN ('requested', 'succeeded', 'failed'));--> statement-breakpoint
-- Card payments made before the payment port were all the built-in sandbox's.
UPDATE "payments" SET "processor" = 'sandbox' WHERE "provider_id" IS NOT NULL;
