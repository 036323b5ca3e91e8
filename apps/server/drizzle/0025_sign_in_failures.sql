CREATE TABLE "sign_in_failures" (
	"scope" text NOT NULL,
	"email_hash" text NOT NULL,
	"address" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone,
	CONSTRAINT "sign_in_failures_scope_email_hash_address_pk" PRIMARY KEY("scope","email_hash","address")
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "link_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
UPDATE "mail_outbox" SET
	"text_body" = regexp_replace("text_body", '(reset-password/|[?&]token=)[A-Za-z0-9_-]+', '\1[hidden]', 'g'),
	"html_body" = regexp_replace("html_body", '(reset-password/|[?&](amp;)?token=)[A-Za-z0-9_-]+', '\1[hidden]', 'g'),
	"link_hidden" = true
WHERE "text_body" ~ '(reset-password/|[?&]token=)[A-Za-z0-9_-]+';
