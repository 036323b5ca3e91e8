CREATE TABLE "event_buyer_mails" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"kind" text NOT NULL,
	"email" text NOT NULL,
	"order_id" bigint NOT NULL,
	"outbox_id" integer,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "event_buyer_mails_kind" CHECK ("event_buyer_mails"."kind" IN ('pre', 'post'))
);
--> statement-breakpoint
ALTER TABLE "event_buyer_mails" ADD CONSTRAINT "event_buyer_mails_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_buyer_mails" ADD CONSTRAINT "event_buyer_mails_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_buyer_mails" ADD CONSTRAINT "event_buyer_mails_outbox_id_mail_outbox_id_fk" FOREIGN KEY ("outbox_id") REFERENCES "public"."mail_outbox"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_buyer_mails_once_key" ON "event_buyer_mails" USING btree ("event_id","kind","email");--> statement-breakpoint
CREATE INDEX "event_buyer_mails_account_idx" ON "event_buyer_mails" USING btree ("account_id");