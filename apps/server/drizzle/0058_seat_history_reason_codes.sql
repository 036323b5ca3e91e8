ALTER TABLE "seat_history" ADD COLUMN "reason_code" text;--> statement-breakpoint
UPDATE "seat_history" SET "reason_code" = CASE "reason"
  WHEN 'void' THEN 'void' WHEN 'exchange' THEN 'exchange' WHEN 'transfer' THEN 'transfer'
  WHEN 'expired' THEN 'expired' WHEN 'move' THEN 'move' WHEN 'group sales quote' THEN 'groupSalesQuote'
  WHEN 'house seats request' THEN 'houseSeatsRequest' WHEN 'house seats request canceled' THEN 'houseSeatsRequestCanceled'
  WHEN 'house seats released' THEN 'houseSeatsReleased' WHEN 'reconciliation' THEN 'reconciliation'
  WHEN 'removed from basket' THEN 'removedFromBasket' WHEN 'basket emptied' THEN 'basketEmptied'
  WHEN 'add to basket failed' THEN 'addFailed' WHEN 'saved basket deleted' THEN 'savedBasketDeleted'
  WHEN 'bulk edit' THEN 'bulkEdit' WHEN 'hold archived' THEN 'holdArchived' END,
  "reason" = NULL
WHERE "reason" IN ('void', 'exchange', 'transfer', 'expired', 'move', 'group sales quote', 'house seats request',
  'house seats request canceled', 'house seats released', 'reconciliation', 'removed from basket', 'basket emptied',
  'add to basket failed', 'saved basket deleted', 'bulk edit', 'hold archived');--> statement-breakpoint
UPDATE "seat_history" SET "reason_code" = 'seatLocator', "reason" = substr("reason", 15)
WHERE "reason" LIKE 'Seat locator: %';
