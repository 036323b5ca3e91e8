ALTER TABLE "events" ALTER COLUMN "sale_mode" SET DEFAULT 'SelectOrBestAvailable';--> statement-breakpoint
-- Until now the shop offered both ways whatever the setting said; events keep what buyers had.
UPDATE "events" SET "sale_mode" = 'SelectOrBestAvailable' WHERE "sale_mode" = 'SelectSeats';
