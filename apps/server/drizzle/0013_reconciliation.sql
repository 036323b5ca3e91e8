CREATE TABLE "reconciliation_actions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"charge_id" uuid,
	"basket_id" uuid,
	"order_id" bigint,
	"amount" integer DEFAULT 0 NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_charges" ADD COLUMN "basket_id" uuid;--> statement-breakpoint
ALTER TABLE "reconciliation_actions" ADD CONSTRAINT "reconciliation_actions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconciliation_actions" ADD CONSTRAINT "reconciliation_actions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reconciliation_actions_account_idx" ON "reconciliation_actions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "sandbox_charges_status_idx" ON "sandbox_charges" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "sandbox_charges_basket_idx" ON "sandbox_charges" USING btree ("basket_id");