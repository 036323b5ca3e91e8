import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema';
import { rows } from '@/db/sql';
import { createAccount, createSeatedEvent, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { buyer, errorCode, key } from '../orders/order-fixture';
import { placeIn, type SeasonFixture, seasonFixture } from './season-fixture';

/**
 * Seasons and fixed season packages (decisions/0086): set up in account settings, sold at the
 * box office as the same seat in every event of the season, all or nothing, one basket line
 * with its parts, one order with a ticket per event, voided as one.
 */
let t: TestApp;
let f: SeasonFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await seasonFixture(t);
});
afterAll(() => t.close());

const openBasket = async () =>
  (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;

const statusesAt = async (place: string) => {
  const list = await rows<{ id: string; status: string }>(
    t.database.db,
    sql`SELECT id, status FROM event_seats WHERE id = ANY(${sql.param(placeIn(f, place))}::bigint[]) ORDER BY event_id`,
  );
  return list.map((r) => r.status);
};

type BasketView = {
  total: number;
  items: { id: number; eventId: number; faceValue: number; packageLineId: number | null }[];
  packages: {
    id: number;
    name: string;
    section: string;
    row: string;
    seat: string;
    priceTypeName: string;
    total: number;
  }[];
};

const addPackage = (basketId: string, place: string, priceTypeId = f.fullId) =>
  f.api('POST', `/api/admin/baskets/${basketId}/season-packages`, {
    packageId: f.packageId,
    seatIds: [f.seats.get(place)],
    priceTypeId,
  });

describe('seasons in account settings', () => {
  it('is refused while the account has season tickets off, and works once on', async () => {
    const db = t.database.db;
    await db.update(accounts).set({ seasonTicketsEnabled: false }).where(eq(accounts.id, f.accountId));
    const off = await f.api('GET', '/api/admin/seasons');
    expect(off.statusCode).toBe(403);
    expect(errorCode(off)).toBe('admin.season_tickets_disabled');
    const basketId = await openBasket();
    expect(errorCode(await addPackage(basketId, 'A-1'))).toBe('admin.season_tickets_disabled');
    await db.update(accounts).set({ seasonTicketsEnabled: true }).where(eq(accounts.id, f.accountId));
    const on = await f.api('GET', '/api/admin/seasons');
    expect(on.statusCode).toBe(200);
    expect((on.data as unknown as { name: string; eventIds: number[] }[])[0]).toMatchObject({
      name: 'Spring 2027',
      eventIds: f.eventIds,
    });
  });

  it('refuses dates out of order, an event of another account and a name taken, changing nothing', async () => {
    const backwards = await f.api('POST', '/api/admin/seasons', {
      name: 'Backwards',
      startsOn: '2027-05-01',
      endsOn: '2027-04-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(errorCode(backwards)).toBe('admin.season_dates_out_of_order');
    const other = await createAccount(t.database.db);
    const { eventId: foreign } = await createSeatedEvent(t.database.db, other.id);
    const stranger = await f.api('POST', '/api/admin/seasons', {
      name: 'Stranger',
      startsOn: '2027-05-01',
      endsOn: '2027-06-01',
      eventIds: [foreign],
    });
    expect(errorCode(stranger)).toBe('admin.season_event_not_found');
    const twin = await f.api('POST', '/api/admin/seasons', {
      name: 'spring 2027',
      startsOn: '2027-05-01',
      endsOn: '2027-06-01',
    });
    expect(errorCode(twin)).toBe('admin.duplicate_entry');
    const list = (await f.api('GET', '/api/admin/seasons')).data as unknown as unknown[];
    expect(list).toHaveLength(1);
  });

  it('lists the package with its prices; a price type of another account is refused', async () => {
    const list = (await f.api('GET', '/api/admin/season-packages')).data as unknown as {
      name: string;
      kind: string;
      prices: { priceTypeName: string; price: number }[];
    }[];
    expect(list).toEqual([
      expect.objectContaining({
        name: 'Full spring',
        kind: 'fixed',
        prices: expect.arrayContaining([
          expect.objectContaining({ priceTypeName: 'Full price', price: 12000 }),
          expect.objectContaining({ priceTypeName: 'Concession', price: 9000 }),
        ]),
      }),
    ]);
    const bad = await f.api('PUT', `/api/admin/season-packages/${f.packageId}`, {
      seasonId: f.seasonId,
      name: 'Full spring',
      prices: [{ priceTypeId: 999_999, price: 100 }],
    });
    expect(errorCode(bad)).toBe('admin.season_package_price_type_not_found');
  });

  it('is managed only with season package management', async () => {
    const clerk = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'PointOfSale' });
    const token = await signInAs(t.app, clerk.email);
    const res = await call(t.app, { method: 'GET', url: '/api/admin/season-packages', token });
    expect(res.statusCode).toBe(403);
  });
});

describe('selling a fixed package at the box office', () => {
  it('reserves the same seat in every event as one package line, sells it as one order with a ticket per event', async () => {
    const basketId = await openBasket();
    const added = await addPackage(basketId, 'A-1');
    expect(added.statusCode, added.body).toBe(200);
    const basket = added.data as unknown as BasketView;
    expect(basket.packages).toEqual([
      expect.objectContaining({
        name: 'Full spring',
        section: 'S1',
        row: 'A',
        seat: '1',
        priceTypeName: 'Full price',
      }),
    ]);
    expect(basket.items.map((i) => i.eventId).sort()).toEqual([...f.eventIds].sort());
    expect(basket.items.every((i) => i.packageLineId === basket.packages[0]!.id)).toBe(true);
    // $120.00 split over three events, each ticket with its $1.50 booking fee, $2.00 per order.
    expect(basket.items.reduce((s, i) => s + i.faceValue, 0)).toBe(12000);
    expect(basket.total).toBe(12000 + 3 * 150 + 200);
    expect(await statusesAt('A-1')).toEqual(['reserved', 'reserved', 'reserved']);
    const customer = await f.api('POST', '/api/admin/customers', {
      firstName: 'Sam',
      lastName: 'Subscriber',
      email: 'sam.subscriber@example.test',
    });
    expect(customer.statusCode, customer.body).toBe(201);
    const customerId = customer.data.id as number;
    const attached = await f.api('PUT', `/api/admin/baskets/${basketId}/customer`, { customerId });
    expect(attached.statusCode, attached.body).toBeLessThan(300);

    const paid = await f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'Cash', amount: basket.total }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await statusesAt('A-1')).toEqual(['sold', 'sold', 'sold']);
    const orderId = paid.data.id as number;
    const bought = await f.api('GET', `/api/admin/customers/${customerId}/season-packages`);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(bought.data).toEqual([
      expect.objectContaining({
        packageName: 'Full spring',
        seasonName: 'Spring 2027',
        orderId,
        row: 'A',
        seat: '1',
        status: 'active',
        total: 12000 + 3 * 150,
      }),
    ]);
    const tickets = (bought.data as unknown as { tickets: { eventId: number }[] }[])[0]!.tickets;
    expect(tickets.map((x) => x.eventId)).toEqual(f.eventIds);
  });

  it('refuses the whole package when the seat is taken in one event, naming it, and keeps nothing', async () => {
    const single = await openBasket();
    const third = f.eventIds[2]!;
    const taken = await f.api('POST', `/api/admin/baskets/${single}/seats`, {
      eventId: third,
      seatIds: [f.seatsOf.get(third)!.get('B-2')],
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const basketId = await openBasket();
    const refused = await addPackage(basketId, 'B-2');
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('purchase.season_package_seat_taken');
    const [thirdEvent] = await rows<{ name: string }>(
      t.database.db,
      sql`SELECT name FROM events WHERE id = ${third}`,
    );
    const message = (refused.data.errors as { message: string }[])[0]!.message;
    expect(message).toContain(thirdEvent!.name);
    expect(message).toContain('S1 B 2');
    expect(await statusesAt('B-2')).toEqual(['open', 'open', 'reserved']);
    const view = (await f.api('GET', `/api/admin/baskets/${basketId}`)).data as unknown as BasketView;
    expect(view.items).toEqual([]);
  });

  it('removes the whole package with one of its parts, and keeps a part’s price type', async () => {
    const basketId = await openBasket();
    const basket = (await addPackage(basketId, 'C-3', f.concessionId)).data as unknown as BasketView;
    expect(basket.packages[0]!.priceTypeName).toBe('Concession');
    expect(basket.items.reduce((s, i) => s + i.faceValue, 0)).toBe(9000);
    const part = basket.items[1]!;
    const change = await f.api('PATCH', `/api/admin/baskets/${basketId}/items/${part.id}`, {
      priceTypeId: f.fullId,
    });
    expect(errorCode(change)).toBe('purchase.season_package_part');
    const removed = await f.api('DELETE', `/api/admin/baskets/${basketId}/items/${part.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect((removed.data as unknown as BasketView).items).toEqual([]);
    expect((removed.data as unknown as BasketView).packages).toEqual([]);
    expect(await statusesAt('C-3')).toEqual(['open', 'open', 'open']);
  });

  it('refuses a price type the package has no price for', async () => {
    const basketId = await openBasket();
    const other = await f.api('POST', `/api/admin/event-templates/${f.templateId}/price-types`, {
      name: 'Student',
      offsetType: 'Percentage',
      defaultDiscount: 5000,
    });
    const res = await addPackage(basketId, 'C-4', other.data.id as number);
    expect(errorCode(res)).toBe('purchase.season_package_no_price');
    expect(await statusesAt('C-4')).toEqual(['open', 'open', 'open']);
  });

  it('voids the package as one when one of its tickets is voided', async () => {
    const basketId = await openBasket();
    const basket = (await addPackage(basketId, 'D-1')).data as unknown as BasketView;
    const paid = await f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'Cash', amount: basket.total }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const tickets = paid.data.tickets as { id: number }[];
    expect(tickets).toHaveLength(3);
    const voided = await f.api('POST', `/api/admin/orders/${paid.data.id}/void`, {
      ticketIds: [tickets[0]!.id],
      returnTo: 'open',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect((voided.data.tickets as { status: string }[]).map((x) => x.status)).toEqual([
      'voided',
      'voided',
      'voided',
    ]);
    expect(await statusesAt('D-1')).toEqual(['open', 'open', 'open']);
  });
});

describe('price levels that must be sold in a package', () => {
  it('sell only inside a package', async () => {
    const made = await f.api('POST', `/api/admin/events/${f.eventId}/price-levels`, {
      name: 'Subscribers',
      color: '#12b886',
      defaultPrice: 4000,
      packageOnly: true,
    });
    expect(made.statusCode, made.body).toBe(201);
    const levelId = (made.data.priceLevels as { id: number; name: string }[]).find(
      (l) => l.name === 'Subscribers',
    )!.id;
    const painted = await f.api('POST', `/api/admin/events/${f.eventId}/seats/bulk`, {
      seatIds: [f.seats.get('E-1')],
      action: { kind: 'priceLevel', priceLevelId: levelId },
    });
    expect(painted.statusCode, painted.body).toBe(200);
    const single = await openBasket();
    const refused = await f.api('POST', `/api/admin/baskets/${single}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('E-1')],
    });
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('purchase.season_package_only');
    expect(await statusesAt('E-1')).toEqual(['open', 'open', 'open']);
    const basketId = await openBasket();
    const added = await addPackage(basketId, 'E-1');
    expect(added.statusCode, added.body).toBe(200);
    expect(await statusesAt('E-1')).toEqual(['reserved', 'reserved', 'reserved']);
  });
});
