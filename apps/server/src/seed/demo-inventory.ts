import { generateMap } from '@tessera/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { eventSeats, holds, priceLevels, saleTypes, seatAlerts } from '@/db/schema';
import { createEventAt, generateSeatsFor } from '@/modules/events/events.service';
import { applyBulkAction } from '@/modules/inventory/seat-bulk.service';
import { createMapFrom } from '@/modules/maps/maps.service';
import { insertVenue } from '@/modules/venues/venues.store';

const block = (
  name: string,
  x: number,
  y: number,
  rows: number,
  seatsPerRow: number,
  shape: 'straight' | 'curved',
) => ({
  name,
  rows,
  seatsPerRow,
  shape,
  aislesAfter: seatsPerRow > 16 ? [Math.floor(seatsPerRow / 2)] : [],
  rowLabels: 'letters' as const,
  firstSeatNumber: 1,
  x,
  y,
  seatSpacing: 14,
  rowSpacing: 16,
  radius: 700,
});

/**
 * The demo's seat inventory: a venue with a map, and an event with generated seats, three
 * painted price levels, a hold on the best seats and a restricted-view seat alert. Returns the
 * event's id.
 */
export async function seedDemoInventory(
  tx: Db,
  accountId: number,
  userId: number,
  now: Date,
): Promise<number> {
  const venue = await insertVenue(
    tx,
    accountId,
    {
      name: 'Demo Theatre',
      address1: '12 Market Street',
      city: 'Springfield',
      state: 'MA',
      postalCode: '01103',
      country: 'US',
      latitude: 42.1015,
      longitude: -72.5898,
      timezone: 'America/New_York',
      accessibilityMode: 'SeatLevel',
      guestListEmails: ['door@demo.tessera.test'],
    },
    now,
  );
  const map = generateMap({
    sections: [
      block('Stalls', 0, 40, 14, 24, 'curved'),
      block('Circle Left', -60, 330, 6, 10, 'straight'),
      block('Circle Right', 250, 330, 6, 10, 'straight'),
    ],
    gaAreas: [{ name: 'Standing', capacity: 120, bounds: { x: 0, y: 450, width: 330, height: 60 } }],
  });
  const mapId = await createMapFrom(
    tx,
    accountId,
    { venueId: venue.id, name: 'Main house', map, userId },
    now,
  );
  const startsAt = new Date(now.getTime() + 30 * 86_400_000);
  startsAt.setUTCHours(23, 30, 0, 0);
  const eventId = await createEventAt(
    tx,
    accountId,
    {
      name: 'The Tempest',
      venueId: venue.id,
      mapId,
      startsAt: startsAt.toISOString(),
      dontLeaveSingleSeats: true,
      endsAt: new Date(startsAt.getTime() + 150 * 60_000),
      webOnSaleAt: now,
    },
    now,
  );
  await generateSeatsFor(tx, accountId, eventId, now);
  await tx.insert(saleTypes).values({ accountId, name: 'Standard', isDefault: true });
  const [alert] = await tx
    .insert(seatAlerts)
    .values({
      accountId,
      name: 'Restricted view',
      message: 'A pillar partly blocks the view of the stage.',
      requiresAcknowledgement: true,
    })
    .returning();
  const [house] = await tx
    .insert(holds)
    .values({
      accountId,
      name: 'House seats',
      color: '#ae3ec9',
      allowedChannels: ['HouseSeats', 'PointOfSale'],
    })
    .returning();
  const levels = await tx
    .insert(priceLevels)
    .values([
      { accountId, eventId, name: 'Premium', color: '#e03131', defaultPrice: 8500 },
      { accountId, eventId, name: 'Standard', color: '#1971c2', defaultPrice: 5500 },
      { accountId, eventId, name: 'Balcony', color: '#2f9e44', defaultPrice: 3500 },
    ])
    .returning();
  const seatsWhere = async (condition: ReturnType<typeof sql>) =>
    (
      await tx
        .select({ id: eventSeats.id })
        .from(eventSeats)
        .where(and(eq(eventSeats.eventId, eventId), condition))
    ).map((s) => s.id);
  const paint = async (seatIds: number[], action: Parameters<typeof applyBulkAction>[3]['action']) => {
    if (seatIds.length)
      await applyBulkAction(tx, accountId, eventId, { seatIds, otherEventIds: [], action }, userId, now);
  };
  await paint(await seatsWhere(sql`section = 'Stalls' AND row IN ('A','B','C','D','E')`), {
    kind: 'priceLevel',
    priceLevelId: levels[0]!.id,
  });
  await paint(await seatsWhere(sql`section = 'Stalls' AND row > 'E'`), {
    kind: 'priceLevel',
    priceLevelId: levels[1]!.id,
  });
  await paint(await seatsWhere(sql`section <> 'Stalls'`), {
    kind: 'priceLevel',
    priceLevelId: levels[2]!.id,
  });
  await paint(await seatsWhere(sql`section = 'Stalls' AND row = 'F' AND position BETWEEN 11 AND 16`), {
    kind: 'hold',
    holdId: house!.id,
  });
  await paint(await seatsWhere(sql`section LIKE 'Circle%' AND row = 'A' AND position IN (1, 10)`), {
    kind: 'seatAlert',
    seatAlertId: alert!.id,
  });
  await paint(await seatsWhere(sql`section = 'Stalls' AND row = 'N' AND position IN (1, 2, 24, 25)`), {
    kind: 'ada',
    adaType: 'Wheelchair',
  });
  return eventId;
}
