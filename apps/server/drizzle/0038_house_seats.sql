CREATE TABLE "house_seat_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"basket_id" uuid NOT NULL,
	"requester_name" text NOT NULL,
	"requester_email" text NOT NULL,
	"relationship" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"token_hash" text,
	"order_id" bigint,
	"requested_by" integer,
	"approved_by" integer,
	"canceled_by" text,
	"created_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"canceled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "house_seats_release_hours" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "house_seats_released_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "house_seat_requests" ADD CONSTRAINT "house_seat_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seat_requests" ADD CONSTRAINT "house_seat_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "house_seat_requests_account_idx" ON "house_seat_requests" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "house_seat_requests_basket_key" ON "house_seat_requests" USING btree ("basket_id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_seat_requests_token_key" ON "house_seat_requests" USING btree ("token_hash") WHERE "house_seat_requests"."token_hash" IS NOT NULL;