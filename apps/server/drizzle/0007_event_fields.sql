ALTER TABLE "events" ADD COLUMN "alternate_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "external_event_id" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "status" text DEFAULT 'Scheduled' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "activate_on_seat_generation" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "date_tbd" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_tbd" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "date_tbd_description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "lock_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "web_on_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "web_off_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "api_on_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "api_off_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "box_office_on_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "call_center_on_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "call_center_off_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "group_sales_on_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "group_sales_off_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "house_seats_on_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "house_seats_off_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "outlet_on_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "outlet_off_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "admin_off_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "pre_event_email_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "post_event_email_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "stop_redirecting_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "self_exchange_off_sale_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "order_ticket_limit" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "sale_mode" text DEFAULT 'SelectSeats' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "heavy_on_sale" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "exchange_fee_override" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "waive_exchange_fees" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hard_ticket_line_1" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "hard_ticket_line_2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ticket_text_1" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ticket_text_2" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "ticket_text_3" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "alert_override_id" integer;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_alert_override_id_seat_alerts_id_fk" FOREIGN KEY ("alert_override_id") REFERENCES "public"."seat_alerts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_order_ticket_limit_range" CHECK ("events"."order_ticket_limit" BETWEEN 1 AND 32767);--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_self_exchange_not_after_lock" CHECK ("events"."self_exchange_off_sale_at" <= "events"."lock_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_ends_after_start" CHECK ("events"."ends_at" > "events"."starts_at");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_exchange_fee_not_negative" CHECK ("events"."exchange_fee_override" >= 0);