CREATE TABLE "account_email_templates" (
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"file_name" text,
	"updated_at" timestamp with time zone NOT NULL,
	"updated_by" integer,
	CONSTRAINT "account_email_templates_account_id_kind_pk" PRIMARY KEY("account_id","kind")
);
--> statement-breakpoint
ALTER TABLE "account_email_templates" ADD CONSTRAINT "account_email_templates_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;