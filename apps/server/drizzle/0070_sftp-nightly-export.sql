ALTER TABLE "sftp_settings" ADD COLUMN "nightly_export" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sftp_settings" ADD COLUMN "nightly_export_at" timestamp with time zone;