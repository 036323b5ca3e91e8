CREATE TABLE "order_exchanges" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"basket_id" uuid NOT NULL,
	"credit" integer NOT NULL,
	"new_value" integer NOT NULL,
	"fees" integer NOT NULL,
	"difference" integer NOT NULL,
	"old_ticket_ids" bigint[] NOT NULL,
	"new_ticket_ids" bigint[] NOT NULL,
	"user_id" integer,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_transfers" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"state" text DEFAULT 'initiated' NOT NULL,
	"ticket_ids" bigint[] NOT NULL,
	"recipient_name" text NOT NULL,
	"recipient_email" text NOT NULL,
	"claim_token_hash" text NOT NULL,
	"from_customer_id" integer,
	"to_customer_id" integer,
	"resale_order_id" bigint,
	"user_id" integer,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "ticket_transfers_state" CHECK ("ticket_transfers"."state" IN ('initiated', 'complete', 'canceled'))
);
--> statement-breakpoint
ALTER TABLE "order_tickets" ADD COLUMN "pending_transfer_id" bigint;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD COLUMN "holder_customer_id" integer;--> statement-breakpoint
ALTER TABLE "order_exchanges" ADD CONSTRAINT "order_exchanges_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_exchanges" ADD CONSTRAINT "order_exchanges_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_exchanges" ADD CONSTRAINT "order_exchanges_basket_id_baskets_id_fk" FOREIGN KEY ("basket_id") REFERENCES "public"."baskets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_exchanges" ADD CONSTRAINT "order_exchanges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_from_customer_id_customers_id_fk" FOREIGN KEY ("from_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_to_customer_id_customers_id_fk" FOREIGN KEY ("to_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_transfers" ADD CONSTRAINT "ticket_transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_exchanges_basket_key" ON "order_exchanges" USING btree ("basket_id");--> statement-breakpoint
CREATE INDEX "order_exchanges_order_idx" ON "order_exchanges" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_transfers_token_key" ON "ticket_transfers" USING btree ("claim_token_hash");--> statement-breakpoint
CREATE INDEX "ticket_transfers_order_idx" ON "ticket_transfers" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_tickets" ADD CONSTRAINT "order_tickets_holder_customer_id_customers_id_fk" FOREIGN KEY ("holder_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;