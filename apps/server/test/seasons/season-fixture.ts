import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { accounts, events } from '@/db/schema';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createSeatedEvent } from '../factories';
import type { TestApp } from '../harness';

type Res = { statusCode: number; body: string; data: Record<string, unknown> };
export const ok = (res: Res) => {
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.data as Record<string, unknown> & { id: number };
};

/**
 * One more event of the fixture's account at the same seats, on the fixture's template, every
 * seat priced "Stalls" at $45.00, on sale; its seat ids keyed "Row-Seat".
 */
export async function stallsEvent(
  t: TestApp,
  f: SaleFixture,
  day: string,
): Promise<{ eventId: number; seats: Map<string, number> }> {
  const db = t.database.db;
  const { eventId } = await createSeatedEvent(db, f.accountId, { startsAt: new Date(day) });
  await db.update(events).set({ templateId: f.templateId }).where(eq(events.id, eventId));
  const level = ok(
    await f.api('POST', `/api/admin/events/${eventId}/price-levels`, {
      name: 'Stalls',
      color: '#4c6ef5',
      defaultPrice: 4500,
    }),
  );
  const levelId = (level.priceLevels as { id: number }[])[0]!.id;
  const seatData = ok(await f.api('GET', `/api/admin/events/${eventId}/seats`));
  const columns = seatData.seats as { id: number[]; row: number[]; seat: string[] };
  const rowNames = seatData.rows as string[];
  ok(
    await f.api('POST', `/api/admin/events/${eventId}/seats/bulk`, {
      seatIds: columns.id,
      action: { kind: 'priceLevel', priceLevelId: levelId },
    }),
  );
  ok(await f.api('POST', `/api/admin/events/${eventId}/active`, { active: true }));
  const seats = new Map(columns.id.map((id, i) => [`${rowNames[columns.row[i]!]}-${columns.seat[i]}`, id]));
  return { eventId, seats };
}

export interface SeasonFixture extends SaleFixture {
  /** The season's three events, the fixture's own first. */
  eventIds: number[];
  /** Seat ids by event, keyed "Row-Seat" of section S1. */
  seatsOf: Map<number, Map<string, number>>;
  seasonId: number;
  packageId: number;
  /** The full-price type (the package's $120.00 price) and the concession ($90.00). */
  fullId: number;
}

/**
 * A sale fixture with season tickets on: its event and two more at the same seats (same
 * section, rows and seats, priced "Stalls" at $45.00, on sale), a season of the three and a
 * fixed package priced $120.00 full price and $90.00 concession.
 */
export async function seasonFixture(t: TestApp): Promise<SeasonFixture> {
  const f = await saleFixture(t);
  const db = t.database.db;
  await db.update(accounts).set({ seasonTicketsEnabled: true }).where(eq(accounts.id, f.accountId));
  const eventIds = [f.eventId];
  const seatsOf = new Map([[f.eventId, f.seats]]);
  for (const day of ['2027-03-08T19:30:00Z', '2027-03-15T19:30:00Z']) {
    const { eventId, seats } = await stallsEvent(t, f, day);
    seatsOf.set(eventId, seats);
    eventIds.push(eventId);
  }
  const types = ok(
    await f.api('GET', `/api/admin/event-templates/${f.templateId}/price-types`),
  ) as unknown as {
    id: number;
    name: string;
  }[];
  const fullId = types.find((p) => p.name === 'Full price')!.id;
  const season = ok(
    await f.api('POST', '/api/admin/seasons', {
      name: 'Spring 2027',
      startsOn: '2027-03-01',
      endsOn: '2027-03-31',
      eventIds,
    }),
  );
  const pkg = ok(
    await f.api('POST', '/api/admin/season-packages', {
      seasonId: season.id,
      name: 'Full spring',
      prices: [
        { priceTypeId: fullId, price: 12000 },
        { priceTypeId: f.concessionId, price: 9000 },
      ],
    }),
  );
  return { ...f, eventIds, seatsOf, seasonId: season.id, packageId: pkg.id, fullId };
}

/** The seat ids of one place ("Row-Seat") in every event of the fixture. */
export const placeIn = (f: SeasonFixture, place: string) =>
  f.eventIds.map((e) => f.seatsOf.get(e)!.get(place)!);
