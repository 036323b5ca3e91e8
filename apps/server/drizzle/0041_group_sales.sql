CREATE TABLE "group_clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"contacts" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_price_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"threshold_kind" text NOT NULL,
	"threshold_value" integer NOT NULL,
	"discount_bp" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_sale_names" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"request_id" integer NOT NULL,
	"ticket_id" bigint NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_sale_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"client_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"group_size" integer NOT NULL,
	"seating_note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"basket_id" uuid,
	"discount_bp" integer DEFAULT 0 NOT NULL,
	"hold_until" timestamp with time zone,
	"order_id" bigint,
	"deposit" integer,
	"balance_due_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL,
	"quoted_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"declined_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "baskets" ADD COLUMN "group_discount_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "group_clients" ADD CONSTRAINT "group_clients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_price_tiers" ADD CONSTRAINT "group_price_tiers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_sale_names" ADD CONSTRAINT "group_sale_names_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_sale_names" ADD CONSTRAINT "group_sale_names_request_id_group_sale_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."group_sale_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_sale_requests" ADD CONSTRAINT "group_sale_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_sale_requests" ADD CONSTRAINT "group_sale_requests_client_id_group_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."group_clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_sale_requests" ADD CONSTRAINT "group_sale_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_clients_account_idx" ON "group_clients" USING btree ("account_id","name");--> statement-breakpoint
CREATE INDEX "group_price_tiers_account_idx" ON "group_price_tiers" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "group_sale_names_ticket_key" ON "group_sale_names" USING btree ("request_id","ticket_id");--> statement-breakpoint
CREATE INDEX "group_sale_requests_account_idx" ON "group_sale_requests" USING btree ("account_id","created_at");