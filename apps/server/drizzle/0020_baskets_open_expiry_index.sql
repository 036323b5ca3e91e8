DROP INDEX "baskets_account_status_idx";--> statement-breakpoint
CREATE INDEX "baskets_open_expiry_idx" ON "baskets" USING btree ("expires_at") WHERE "baskets"."status" = 'open';