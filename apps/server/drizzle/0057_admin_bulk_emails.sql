CREATE TABLE "admin_bulk_email_recipients" (
	"bulk_email_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "admin_bulk_email_recipients_bulk_email_id_user_id_pk" PRIMARY KEY("bulk_email_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "admin_bulk_emails" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"roles" text[] NOT NULL,
	"user_group_ids" integer[] NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_bulk_email_recipients" ADD CONSTRAINT "admin_bulk_email_recipients_bulk_email_id_admin_bulk_emails_id_fk" FOREIGN KEY ("bulk_email_id") REFERENCES "public"."admin_bulk_emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_bulk_emails" ADD CONSTRAINT "admin_bulk_emails_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_bulk_emails" ADD CONSTRAINT "admin_bulk_emails_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;