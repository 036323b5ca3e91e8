ALTER TABLE "order_tickets" ADD COLUMN "price_type_name" text;--> statement-breakpoint
ALTER TABLE "order_tickets" ADD COLUMN "price_type_name_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "fees" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "order_products" ADD COLUMN "name_translations" jsonb DEFAULT '{}'::jsonb NOT NULL;