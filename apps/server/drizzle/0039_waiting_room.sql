CREATE TABLE "waiting_room_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"rank" bigint NOT NULL,
	"arrival" bigserial NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"admitted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "waiting_rooms" (
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"rate_per_minute" integer NOT NULL,
	"admitted_before" double precision DEFAULT 0 NOT NULL,
	"since" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "waiting_rooms_account_id_event_id_pk" PRIMARY KEY("account_id","event_id")
);
--> statement-breakpoint
ALTER TABLE "waiting_room_entries" ADD CONSTRAINT "waiting_room_entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_room_entries" ADD CONSTRAINT "waiting_room_entries_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD CONSTRAINT "waiting_rooms_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_room_entries_order_idx" ON "waiting_room_entries" USING btree ("account_id","event_id","rank","arrival");