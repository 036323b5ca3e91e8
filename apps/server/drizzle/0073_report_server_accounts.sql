ALTER TABLE "advanced_reports" ADD COLUMN "owner_report_account" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "report_server_account" text;--> statement-breakpoint
CREATE UNIQUE INDEX "users_report_server_account_key" ON "users" USING btree ("account_id",lower("report_server_account"));