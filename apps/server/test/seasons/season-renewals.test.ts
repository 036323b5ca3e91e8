import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema';
import { rows } from '@/db/sql';
import { createStaffUser, signInAs } from '../factories';
import { call, type TestApp } from '../harness';
import { buyer, errorCode, key } from '../orders/order-fixture';
import { approveCard, withShownTotal } from '../shop/shop-client';
import {
  boxOfficeCustomer,
  type NextSeason,
  nextPlace,
  nextSeason,
  type RenewalList as RenewalListOf,
  renewalApp,
  soldPackage,
} from './renewal-fixture';
import type { SeasonFixture } from './season-fixture';

/**
 * Renewals of season packages (decisions/0096): this season's holders offered next season's
 * package with their seats held until the deadline by a job-queue roll, renewed at the box
 * office and in the shop (with upgrades), accessible seats guarded, and what nobody renewed
 * given back by the job queue at the deadline.
 */
let t: TestApp;
let f: SeasonFixture;
let n: NextSeason;
const who: Record<string, number> = {};
let shopCookie: string;
const SHOP_EMAIL = 'renewing.subscriber@example.test';

type Renewal = {
  id: number;
  customerId: number;
  customerName: string;
  status: string;
  row: string;
  seat: string;
  orderId: number | null;
  seats: { eventSeatId: number; accessible: boolean }[];
};
type RenewalList = RenewalListOf<Renewal>;

beforeAll(async () => {
  ({ t, f, shopCookie, shopperId: who.ada } = await renewalApp(SHOP_EMAIL));
  n = await nextSeason(t, f);
  who.sam = await boxOfficeCustomer(f, 'Sam', 'Stalls');
  who.kim = await boxOfficeCustomer(f, 'Kim', 'Upgrade');
  who.ash = await boxOfficeCustomer(f, 'Ash', 'Access');
  who.dee = await boxOfficeCustomer(f, 'Dee', 'Late');
  for (const [name, place] of [
    ['sam', 'A-1'],
    ['kim', 'A-2'],
    ['ash', 'B-1'],
    ['dee', 'D-1'],
    ['ada', 'C-4'],
  ] as const)
    await soldPackage(f, place, who[name]!);
  // Next season's B-1 is a wheelchair place; D-1 of its first event was sold before the roll.
  await t.database.db.execute(
    sql`UPDATE event_seats SET ada_type = 'Wheelchair' WHERE id = ANY(${sql.param(nextPlace(n, 'B-1'))}::bigint[])`,
  );
  const single = (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;
  const took = await f.api('POST', `/api/admin/baskets/${single}/seats`, {
    eventId: n.eventIds[0],
    seatIds: [n.seatsOf.get(n.eventIds[0]!)!.get('D-1')],
  });
  expect(took.statusCode, took.body).toBe(200);
});
afterAll(() => t.close());

const renewalsUrl = () => `/api/admin/season-packages/${n.packageId}/renewals`;
const list = async (q?: string) =>
  (await f.api('GET', `${renewalsUrl()}${q ? `?q=${encodeURIComponent(q)}` : ''}`))
    .data as unknown as RenewalList;
const renewalOf = async (name: string) => (await list()).renewals.find((r) => r.customerId === who[name])!;
const statuses = async (ids: readonly number[]) =>
  (
    await rows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM event_seats WHERE id = ANY(${sql.param(ids)}::bigint[]) ORDER BY event_id`,
    )
  ).map((r) => r.status);
const openBasket = async (api = f.api, channel = 'PointOfSale') =>
  (await api('POST', '/api/admin/baskets', { channel })).data.id as string;

/** Moves the clock a second at a time (the job queue runs as it moves) until `done`. */
async function until<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (done(value)) return value;
    await t.clock.advance(1_000);
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('never happened');
}

const deadline = () => new Date(t.clock.now.getTime() + 3 * 86_400_000).toISOString();

describe('starting renewals', () => {
  it('refuses a source package of the same season and a deadline in the past', async () => {
    const same = await f.api('POST', renewalsUrl(), { fromPackageId: n.packageId, deadline: deadline() });
    expect(same.statusCode).toBe(400);
    expect(errorCode(same)).toBe('admin.season_renewal_source_invalid');
    const past = await f.api('POST', renewalsUrl(), {
      fromPackageId: f.packageId,
      deadline: new Date(t.clock.now.getTime() - 60_000).toISOString(),
    });
    expect(errorCode(past)).toBe('admin.season_renewal_deadline_past');
    expect((await list()).deadline).toBeNull();
  });

  it('holds each holder’s place in every event of next season by a queued roll, none twice', async () => {
    const started = await f.api('POST', renewalsUrl(), { fromPackageId: f.packageId, deadline: deadline() });
    expect(started.statusCode, started.body).toBe(200);
    const rolled = await until(list, (l) => l.rolledAt !== null);
    expect(rolled.totals).toEqual({ renewed: 0, pending: 4, released: 0, unavailable: 1 });
    expect((await renewalOf('dee')).status).toBe('unavailable');
    expect(await statuses(nextPlace(n, 'A-1'))).toEqual(['hold', 'hold']);
    expect(await statuses(nextPlace(n, 'D-1'))).toEqual(['reserved', 'open']);
    expect((await renewalOf('ash')).seats.every((s) => s.accessible)).toBe(true);
    // Started once only.
    const again = await f.api('POST', renewalsUrl(), { fromPackageId: f.packageId, deadline: deadline() });
    expect(errorCode(again)).toBe('admin.season_renewals_rolled');
    // A held seat is no one else's to buy.
    const basketId = await openBasket();
    const taken = await f.api('POST', `/api/admin/baskets/${basketId}/seats`, {
      eventId: n.eventIds[0],
      seatIds: [n.seatsOf.get(n.eventIds[0]!)!.get('A-1')],
    });
    expect(taken.statusCode).toBe(409);
    const [twice] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM (SELECT event_seat_id FROM season_renewal_seats GROUP BY 1 HAVING count(*) > 1) x`,
    );
    expect(twice!.n).toBe(0);
  });
});

describe('renewing at the box office', () => {
  it('finds the holder, renews their held seats as one package line sold to them, paid in cash', async () => {
    const found = await list('sam stalls');
    expect(found.renewals.map((r) => r.customerName)).toEqual(['Sam Stalls']);
    const renewal = found.renewals[0]!;
    expect(renewal).toMatchObject({ status: 'pending', row: 'A', seat: '1' });
    const basketId = await openBasket();
    const added = await f.api('POST', `/api/admin/baskets/${basketId}/season-renewals`, {
      renewalId: renewal.id,
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.data.packages).toEqual([
      expect.objectContaining({ name: 'Full spring 2028', row: 'A', seat: '1' }),
    ]);
    expect(await statuses(nextPlace(n, 'A-1'))).toEqual(['reserved', 'reserved']);
    const customer = await f.api('GET', `/api/admin/baskets/${basketId}/customer`);
    expect((customer.data.customer as { id: number }).id).toBe(who.sam);
    const paid = await f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'Cash', amount: added.data.total as number }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await statuses(nextPlace(n, 'A-1'))).toEqual(['sold', 'sold']);
    expect(await renewalOf('sam')).toMatchObject({ status: 'renewed', orderId: paid.data.id });
    const twice = await f.api('POST', `/api/admin/baskets/${await openBasket()}/season-renewals`, {
      renewalId: renewal.id,
    });
    expect(errorCode(twice)).toBe('purchase.season_renewal_already_renewed');
  });

  it('upgrades a holder to a better open place in every event at once, or changes nothing', async () => {
    const kim = await renewalOf('kim');
    const ash = await renewalOf('ash');
    const basketId = await openBasket();
    // Another holder's held seat is not an upgrade to take: refused, Kim keeps A-2 held.
    const onHeld = await f.api('POST', `/api/admin/baskets/${basketId}/season-renewals`, {
      renewalId: kim.id,
      seatIds: [ash.seats[0]!.eventSeatId],
    });
    expect(onHeld.statusCode).toBe(409);
    expect(errorCode(onHeld)).toBe('purchase.season_package_seat_taken');
    expect(await statuses(nextPlace(n, 'A-2'))).toEqual(['hold', 'hold']);
    const up = await f.api('POST', `/api/admin/baskets/${basketId}/season-renewals`, {
      renewalId: kim.id,
      seatIds: [n.seatsOf.get(n.eventIds[1]!)!.get('E-9')],
    });
    expect(up.statusCode, up.body).toBe(200);
    expect(await statuses(nextPlace(n, 'A-2'))).toEqual(['open', 'open']);
    expect(await statuses(nextPlace(n, 'E-9'))).toEqual(['reserved', 'reserved']);
    expect(await renewalOf('kim')).toMatchObject({ row: 'E', seat: '9', status: 'pending' });
    // The basket lets it go unpaid: the upgraded seats stay held for Kim until the deadline.
    const item = (up.data.items as { id: number }[])[0]!;
    const removed = await f.api('DELETE', `/api/admin/baskets/${basketId}/items/${item.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await statuses(nextPlace(n, 'E-9'))).toEqual(['hold', 'hold']);
  });

  it('renews an accessible place only with accessible seating for renewals and season package management', async () => {
    const ash = await renewalOf('ash');
    const clerk = await createStaffUser(t.database.db, {
      accountId: f.accountId,
      role: 'CallCenter',
      permissions: ['salesAndRenewals'],
    });
    const clerkToken = await signInAs(t.app, clerk.email);
    const clerkApi: SeasonFixture['api'] = (method, url, payload) =>
      call(t.app, { method, url, token: clerkToken, payload });
    const refused = await clerkApi(
      'POST',
      `/api/admin/baskets/${await openBasket(clerkApi, 'CallCenter')}/season-renewals`,
      { renewalId: ash.id },
    );
    expect(refused.statusCode, refused.body).toBe(403);
    expect(errorCode(refused)).toBe('purchase.season_renewal_accessible');
    // Without sales and renewals, no renewal at all.
    const seller = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'PointOfSale' });
    const sellerToken = await signInAs(t.app, seller.email);
    const plain = await call(t.app, { method: 'GET', url: renewalsUrl(), token: sellerToken });
    expect(plain.statusCode).toBe(403);
    const lead = await createStaffUser(t.database.db, {
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
      permissions: ['salesAndRenewals', 'accessibleSeatingRenewals', 'seasonPackageManagement'],
    });
    const leadToken = await signInAs(t.app, lead.email);
    const leadApi: SeasonFixture['api'] = (method, url, payload) =>
      call(t.app, { method, url, token: leadToken, payload });
    const basketId = await openBasket(leadApi);
    const renewed = await leadApi('POST', `/api/admin/baskets/${basketId}/season-renewals`, {
      renewalId: ash.id,
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(await statuses(nextPlace(n, 'B-1'))).toEqual(['reserved', 'reserved']);
    // Let go unpaid: back to the holder's hold.
    await leadApi('DELETE', `/api/admin/baskets/${basketId}`);
    const item = (renewed.data.items as { id: number }[])[0]!;
    await leadApi('DELETE', `/api/admin/baskets/${basketId}/items/${item.id}`);
    expect(await statuses(nextPlace(n, 'B-1'))).toEqual(['hold', 'hold']);
  });
});

describe('renewing in the shop', () => {
  const cookies: Record<string, string> = {};
  const send = async (method: 'GET' | 'POST', url: string, payload?: object) => {
    const request = (m: typeof method, u: string, p?: object) =>
      call(t.app, {
        method: m,
        url: u,
        payload: p,
        headers: { host: 'localhost' },
        cookies: { ...cookies, tessera_shop_session: shopCookie },
      });
    const res = await request(method, url, await withShownTotal(request, method, url, payload));
    for (const c of res.cookies) if (c.name === 'tessera_basket' && c.value) cookies[c.name] = c.value;
    return res;
  };

  it('lists the signed-in subscriber’s held seats and renews them into the basket, paid by card', async () => {
    const mine = await send('GET', '/api/shop/account/season-renewals');
    expect(mine.statusCode, mine.body).toBe(200);
    const renewals = mine.data as unknown as Renewal[];
    expect(renewals).toEqual([expect.objectContaining({ status: 'pending', row: 'C', seat: '4' })]);
    const sams = await renewalOf('sam');
    const notMine = await send('POST', `/api/shop/account/season-renewals/${sams.id}/renew`, {});
    expect(notMine.statusCode).toBe(404);
    expect(errorCode(notMine)).toBe('purchase.season_renewal_not_found');
    // Renewals come before the general sale (decisions/0111): next season is not on sale on the
    // Web yet, a single ticket is refused, the holder renews and pays until the deadline.
    const opens = new Date(t.clock.now.getTime() + 30 * 86_400_000);
    await t.database.db.execute(
      sql`UPDATE events SET web_on_sale_at = ${opens} WHERE id = ANY(${sql.param(n.eventIds)}::int[])`,
    );
    const early = await send('POST', '/api/shop/basket/seats', {
      eventId: n.eventIds[0],
      seatIds: [n.seatsOf.get(n.eventIds[0]!)!.get('E-9')],
    });
    expect(errorCode(early)).toBe('purchase.channel_not_yet_on_sale');
    const renewed = await send('POST', `/api/shop/account/season-renewals/${renewals[0]!.id}/renew`, {});
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect((renewed.data.basket as { packages: { name: string }[] }).packages).toEqual([
      expect.objectContaining({ name: 'Full spring 2028' }),
    ]);
    const order = {
      buyer: { title: 'Ms', firstName: 'Ada', lastName: 'Lovelace', email: SHOP_EMAIL },
      card: approveCard,
    };
    // Season ticket purchases require a saved card and authorization to save it.
    const unsaved = await send('POST', '/api/shop/basket/checkout', { idempotencyKey: key(), ...order });
    expect(errorCode(unsaved)).toBe('purchase.season_package_card_required');
    const paid = await send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: key(),
      ...order,
      keepCard: true,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    await t.database.db.execute(
      sql`UPDATE events SET web_on_sale_at = NULL WHERE id = ANY(${sql.param(n.eventIds)}::int[])`,
    );
    expect(await statuses(nextPlace(n, 'C-4'))).toEqual(['sold', 'sold']);
    const after = (await send('GET', '/api/shop/account/season-renewals')).data as unknown as Renewal[];
    expect(after[0]).toMatchObject({ status: 'renewed' });
  });
});

describe('the renewal deadline', () => {
  it('gives back what nobody renewed through the job queue, keeps what was renewed', async () => {
    const before = await list();
    // Not before the deadline: an hour before it, everything is still held.
    await t.clock.advance(new Date(before.deadline!).getTime() - t.clock.now.getTime() - 3_600_000);
    await new Promise((r) => setTimeout(r, 500));
    expect((await list()).releasedAt).toBeNull();
    expect(await statuses(nextPlace(n, 'B-1'))).toEqual(['hold', 'hold']);
    await t.clock.advance(3_600_000);
    const released = await until(list, (l) => l.releasedAt !== null);
    expect(new Date(released.releasedAt!).getTime()).toBeGreaterThanOrEqual(
      new Date(before.deadline!).getTime(),
    );
    expect(released.totals).toEqual({ renewed: 2, pending: 0, released: 2, unavailable: 1 });
    expect(await statuses(nextPlace(n, 'B-1'))).toEqual(['open', 'open']);
    expect(await statuses(nextPlace(n, 'E-9'))).toEqual(['open', 'open']);
    expect(await statuses(nextPlace(n, 'A-1'))).toEqual(['sold', 'sold']);
    const late = await f.api('POST', `/api/admin/baskets/${await openBasket()}/season-renewals`, {
      renewalId: (await renewalOf('ash')).id,
    });
    expect(errorCode(late)).toBe('purchase.season_renewal_deadline_passed');
    // Open again: anyone may buy them now.
    const basketId = await openBasket();
    const bought = await f.api('POST', `/api/admin/baskets/${basketId}/seats`, {
      eventId: n.eventIds[0],
      seatIds: [n.seatsOf.get(n.eventIds[0]!)!.get('B-1')],
    });
    expect(bought.statusCode, bought.body).toBe(200);
  });

  it('is refused while the account has season tickets off', async () => {
    await t.database.db
      .update(accounts)
      .set({ seasonTicketsEnabled: false })
      .where(eq(accounts.id, f.accountId));
    const off = await f.api('GET', renewalsUrl());
    expect(off.statusCode).toBe(403);
    expect(errorCode(off)).toBe('admin.season_tickets_disabled');
    await t.database.db
      .update(accounts)
      .set({ seasonTicketsEnabled: true })
      .where(eq(accounts.id, f.accountId));
  });
});
