import { sql } from 'drizzle-orm';
import { rows } from '@/db/sql';
import { registeredCustomer } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { buyer, key } from '../orders/order-fixture';
import { renewingSession } from '../payment-plans/plan-fixture';
import { ok, type SeasonFixture, seasonFixture, stallsEvent } from './season-fixture';

/** The staff renewal list's answer, with the renewal shape a test reads. */
export type RenewalList<R> = {
  deadline: string | null;
  rolledAt: string | null;
  releasedAt: string | null;
  totals: Record<string, number>;
  renewals: R[];
};

/**
 * A renewal test's start: the app on a movable clock starting today (on PostgreSQL the queue's
 * jobs start at the database's own time), the season fixture with a session that renews itself,
 * the shop on localhost, and a registered shop customer with `shopEmail`.
 */
export async function renewalApp(shopEmail: string) {
  const t = await startTestApp({ movableClock: true, now: new Date(), withSmtp: true });
  const sf = await seasonFixture(t);
  const f: SeasonFixture = { ...sf, api: renewingSession(t, sf).api };
  await addHostname(t.database.db, f.accountId, 'localhost', true);
  const shopCookie = await registeredCustomer(t, shopEmail);
  const [shopper] = await rows<{ id: number }>(
    t.database.db,
    sql`SELECT id FROM customers WHERE account_id = ${f.accountId} AND lower(email) = ${shopEmail}`,
  );
  return { t, f, shopCookie, shopperId: shopper!.id };
}

export interface NextSeason {
  /** The next season's two events (same seats as this season's). */
  eventIds: number[];
  /** Seat ids by event, keyed "Row-Seat" of section S1. */
  seatsOf: Map<number, Map<string, number>>;
  seasonId: number;
  packageId: number;
}

/**
 * Next season beside the season fixture: two events at the same seats priced "Stalls" at
 * $45.00 and on sale, a season "Spring 2028" of them and its fixed package "Full spring 2028"
 * at $100.00 full price and $80.00 concession.
 */
export async function nextSeason(t: TestApp, f: SeasonFixture): Promise<NextSeason> {
  const eventIds: number[] = [];
  const seatsOf = new Map<number, Map<string, number>>();
  for (const day of ['2028-03-06T19:30:00Z', '2028-03-13T19:30:00Z']) {
    const { eventId, seats } = await stallsEvent(t, f, day);
    seatsOf.set(eventId, seats);
    eventIds.push(eventId);
  }
  const season = ok(
    await f.api('POST', '/api/admin/seasons', {
      name: 'Spring 2028',
      startsOn: '2028-03-01',
      endsOn: '2028-03-31',
      eventIds,
    }),
  );
  const pkg = ok(
    await f.api('POST', '/api/admin/season-packages', {
      seasonId: season.id,
      name: 'Full spring 2028',
      prices: [
        { priceTypeId: f.fullId, price: 10000 },
        { priceTypeId: f.concessionId, price: 8000 },
      ],
    }),
  );
  return { eventIds, seatsOf, seasonId: season.id, packageId: pkg.id };
}

/** A customer of the account (made at the box office); their id. */
export async function boxOfficeCustomer(f: SeasonFixture, firstName: string, lastName: string) {
  const email = `${firstName}.${lastName}.${Date.now()}@example.test`.toLowerCase();
  return ok(await f.api('POST', '/api/admin/customers', { firstName, lastName, email })).id;
}

/**
 * Sells this season's package at a place ("Row-Seat") to a customer for cash; the order id.
 * `choice` names another package (and a flex package's events).
 */
export async function soldPackage(
  f: SeasonFixture,
  place: string,
  customerId: number,
  choice: { packageId: number; eventIds?: number[] } = { packageId: f.packageId },
): Promise<number> {
  const basketId = ok(await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' }))
    .id as unknown as string;
  const added = ok(
    await f.api('POST', `/api/admin/baskets/${basketId}/season-packages`, {
      ...choice,
      seatIds: [f.seats.get(place)],
      priceTypeId: f.fullId,
    }),
  );
  ok(await f.api('PUT', `/api/admin/baskets/${basketId}/customer`, { customerId }));
  return ok(
    await f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'Cash', amount: added.total as number }],
    }),
  ).id;
}

/** The seat ids of one place ("Row-Seat") in every event of next season. */
export const nextPlace = (n: NextSeason, place: string) =>
  n.eventIds.map((e) => n.seatsOf.get(e)!.get(place)!);
