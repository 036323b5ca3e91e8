CREATE TABLE "payment_webhook_events" (
	"processor" text NOT NULL,
	"event_id" text NOT NULL,
	"account_id" integer NOT NULL,
	"payment_account_id" integer NOT NULL,
	"type" text NOT NULL,
	"outcome" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_webhook_events_processor_event_id_pk" PRIMARY KEY("processor","event_id")
);
--> statement-breakpoint
ALTER TABLE "payment_webhook_events" ADD CONSTRAINT "payment_webhook_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;