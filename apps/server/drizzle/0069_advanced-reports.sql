CREATE TABLE "advanced_report_groups" (
	"report_id" integer NOT NULL,
	"user_group_id" integer NOT NULL,
	CONSTRAINT "advanced_report_groups_report_id_user_group_id_pk" PRIMARY KEY("report_id","user_group_id")
);
--> statement-breakpoint
CREATE TABLE "advanced_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"owner_user_id" integer NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advanced_report_groups" ADD CONSTRAINT "advanced_report_groups_report_id_advanced_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."advanced_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advanced_report_groups" ADD CONSTRAINT "advanced_report_groups_user_group_id_user_groups_id_fk" FOREIGN KEY ("user_group_id") REFERENCES "public"."user_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advanced_reports" ADD CONSTRAINT "advanced_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advanced_reports" ADD CONSTRAINT "advanced_reports_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advanced_reports_account_idx" ON "advanced_reports" USING btree ("account_id","owner_user_id");