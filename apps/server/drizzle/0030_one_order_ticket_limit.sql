-- A template has one maximum of tickets per order: its ticket limits tab's (decisions/0042).
-- A maximum set on the basic info tab becomes that one, and the basic info key goes.
UPDATE "event_templates"
SET "ticket_limits" = jsonb_set("ticket_limits", '{maxTicketsPerOrder}', "basic_info"->'orderTicketLimit')
WHERE jsonb_typeof("basic_info"->'orderTicketLimit') = 'number';
--> statement-breakpoint
UPDATE "event_templates"
SET "basic_info" = "basic_info" - 'orderTicketLimit'
WHERE "basic_info" ? 'orderTicketLimit';
