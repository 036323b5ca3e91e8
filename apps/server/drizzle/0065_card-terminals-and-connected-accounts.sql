ALTER TABLE "payment_accounts" ADD COLUMN "stripe_account_id" text;--> statement-breakpoint
ALTER TABLE "workstations" ADD COLUMN "card_terminal_label" text DEFAULT '' NOT NULL;