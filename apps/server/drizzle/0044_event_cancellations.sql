CREATE TABLE "event_cancellation_orders" (
	"cancellation_id" integer NOT NULL,
	"order_id" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"done_at" timestamp with time zone,
	CONSTRAINT "event_cancellation_orders_cancellation_id_order_id_pk" PRIMARY KEY("cancellation_id","order_id")
);
--> statement-breakpoint
CREATE TABLE "event_cancellations" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"return_to" text NOT NULL,
	"hold_id" integer,
	"notify_buyers" boolean NOT NULL,
	"started_by" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "event_cancellation_orders" ADD CONSTRAINT "event_cancellation_orders_cancellation_id_event_cancellations_id_fk" FOREIGN KEY ("cancellation_id") REFERENCES "public"."event_cancellations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellations" ADD CONSTRAINT "event_cancellations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_cancellations" ADD CONSTRAINT "event_cancellations_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_cancellations_event_idx" ON "event_cancellations" USING btree ("account_id","event_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_cancellations_running_key" ON "event_cancellations" USING btree ("event_id") WHERE "event_cancellations"."status" = 'running';