ALTER TABLE "ticket_bundles" DROP CONSTRAINT "ticket_bundles_order_id_orders_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_bundles" DROP CONSTRAINT "ticket_bundles_event_id_events_id_fk";
--> statement-breakpoint
ALTER TABLE "ticket_bundles" DROP CONSTRAINT "ticket_bundles_ticket_id_order_tickets_id_fk";
