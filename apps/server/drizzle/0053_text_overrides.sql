CREATE TABLE "text_overrides" (
	"account_id" integer NOT NULL,
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"text" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "text_overrides_account_id_locale_key_pk" PRIMARY KEY("account_id","locale","key")
);
--> statement-breakpoint
ALTER TABLE "text_overrides" ADD CONSTRAINT "text_overrides_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_overrides" ADD CONSTRAINT "text_overrides_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;