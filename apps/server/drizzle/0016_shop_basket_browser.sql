ALTER TABLE "baskets" ADD COLUMN "browser_secret_hash" text;--> statement-breakpoint
CREATE INDEX "baskets_browser_idx" ON "baskets" USING btree ("account_id","browser_secret_hash");