CREATE TABLE "sftp_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"username" text NOT NULL,
	"remote_directory" text NOT NULL,
	"password_encrypted" text,
	"private_key_encrypted" text,
	"host_key_fingerprint" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sftp_settings_one_secret" CHECK (num_nonnulls("sftp_settings"."password_encrypted", "sftp_settings"."private_key_encrypted") = 1)
);
--> statement-breakpoint
ALTER TABLE "scheduled_report_runs" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "scheduled_reports" ADD COLUMN "delivery" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "sftp_settings" ADD CONSTRAINT "sftp_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;