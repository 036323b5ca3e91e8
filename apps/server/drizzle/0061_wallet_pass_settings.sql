CREATE TABLE "wallet_pass_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"pass_type_identifier" text NOT NULL,
	"team_identifier" text NOT NULL,
	"organization_name" text NOT NULL,
	"background_color" text NOT NULL,
	"foreground_color" text NOT NULL,
	"label_color" text NOT NULL,
	"signer_certificate_pem" text NOT NULL,
	"signer_key_encrypted" text NOT NULL,
	"signer_key_password_encrypted" text,
	"wwdr_certificate_pem" text NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "wallet_pass_settings" ADD CONSTRAINT "wallet_pass_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;