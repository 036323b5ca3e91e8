ALTER TABLE "gift_certificates" ADD COLUMN "order_id" bigint;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD COLUMN "bundle_code" text;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD COLUMN "message" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_certificates" ADD CONSTRAINT "gift_certificates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_certificates_bundle_code_key" ON "gift_certificates" USING btree ("account_id","bundle_code");--> statement-breakpoint
CREATE UNIQUE INDEX "gift_certificates_order_key" ON "gift_certificates" USING btree ("order_id");