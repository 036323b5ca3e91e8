CREATE TABLE "retired_barcodes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"ticket_id" bigint NOT NULL,
	"barcode" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone NOT NULL,
	"user_id" integer
);
--> statement-breakpoint
CREATE TABLE "ticket_scans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"event_id" integer,
	"ticket_id" bigint,
	"barcode" text NOT NULL,
	"direction" text NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"result" text NOT NULL,
	"reason" text,
	"user_id" integer,
	"scanned_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_tickets" ADD COLUMN "barcodes_issued" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD COLUMN "printed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD COLUMN "usher_message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD COLUMN "first_scanned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD COLUMN "admitted" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "retired_barcodes" ADD CONSTRAINT "retired_barcodes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "retired_barcodes" ADD CONSTRAINT "retired_barcodes_ticket_id_order_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."order_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_scans" ADD CONSTRAINT "ticket_scans_ticket_id_order_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."order_tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "retired_barcodes_key" ON "retired_barcodes" USING btree ("account_id","barcode");--> statement-breakpoint
CREATE INDEX "retired_barcodes_ticket_idx" ON "retired_barcodes" USING btree ("ticket_id");--> statement-breakpoint
CREATE INDEX "ticket_scans_event_idx" ON "ticket_scans" USING btree ("account_id","event_id","scanned_at");--> statement-breakpoint
CREATE INDEX "ticket_scans_ticket_idx" ON "ticket_scans" USING btree ("ticket_id");