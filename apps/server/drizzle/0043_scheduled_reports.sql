CREATE TABLE "report_saved_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"report" text NOT NULL,
	"name" text NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_report_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"scheduled_report_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"first_day" text NOT NULL,
	"last_day" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"file_name" text,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "scheduled_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"report" text NOT NULL,
	"saved_filter_id" integer,
	"format" text NOT NULL,
	"range" text NOT NULL,
	"recipients" text[] NOT NULL,
	"subject" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"frequency_unit" text NOT NULL,
	"frequency_count" integer NOT NULL,
	"days_of_week" integer[] NOT NULL,
	"time_of_day" text NOT NULL,
	"time_zone" text NOT NULL,
	"anchor_day" text NOT NULL,
	"owner_user_id" integer NOT NULL,
	"paused_at" timestamp with time zone,
	"next_run_at" timestamp with time zone,
	"last_run_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_saved_filters" ADD CONSTRAINT "report_saved_filters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_report_runs" ADD CONSTRAINT "scheduled_report_runs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_report_runs" ADD CONSTRAINT "scheduled_report_runs_scheduled_report_id_scheduled_reports_id_fk" FOREIGN KEY ("scheduled_report_id") REFERENCES "public"."scheduled_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_reports" ADD CONSTRAINT "scheduled_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_reports" ADD CONSTRAINT "scheduled_reports_saved_filter_id_report_saved_filters_id_fk" FOREIGN KEY ("saved_filter_id") REFERENCES "public"."report_saved_filters"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_reports" ADD CONSTRAINT "scheduled_reports_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "report_saved_filters_name_key" ON "report_saved_filters" USING btree ("account_id","report",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_report_runs_due_key" ON "scheduled_report_runs" USING btree ("scheduled_report_id","due_at");--> statement-breakpoint
CREATE INDEX "scheduled_reports_account_idx" ON "scheduled_reports" USING btree ("account_id");