CREATE TABLE "ticket_bundles" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"event_id" integer NOT NULL,
	"ticket_id" bigint,
	"code" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_bundles" ADD CONSTRAINT "ticket_bundles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_bundles" ADD CONSTRAINT "ticket_bundles_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_bundles" ADD CONSTRAINT "ticket_bundles_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_bundles" ADD CONSTRAINT "ticket_bundles_ticket_id_order_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."order_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_bundles_code_key" ON "ticket_bundles" USING btree ("account_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_bundles_order_event_key" ON "ticket_bundles" USING btree ("order_id","event_id") WHERE "ticket_bundles"."ticket_id" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_bundles_ticket_key" ON "ticket_bundles" USING btree ("ticket_id") WHERE "ticket_bundles"."ticket_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "ticket_bundles_order_idx" ON "ticket_bundles" USING btree ("order_id");