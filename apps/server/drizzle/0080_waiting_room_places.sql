ALTER TABLE "waiting_room_entries" ADD COLUMN "place" bigint;--> statement-breakpoint
ALTER TABLE "waiting_rooms" ADD COLUMN "places_given" bigint;--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_room_entries_place_idx" ON "waiting_room_entries" USING btree ("account_id","event_id","place");