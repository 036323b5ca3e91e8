import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { registeredCustomer, shopCall } from '../customer-accounts/shop-session';
import { addHostname, createAccount, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { buyer, card, errorCode, key } from '../orders/order-fixture';
import { DAY, renewingSession } from '../payment-plans/plan-fixture';
import { readMail } from '../tickets/mail-read';

/**
 * Memberships (decisions/0050): levels in account settings, sold and renewed at the box office
 * and in the shop through the payment port, reminded and expired by the job queue, and their
 * tags unlocking members-only price levels at checkout.
 */
let t: TestApp;
let f: SaleFixture;
let membersLevelId: number;
const HOST = 'members-shop.test';

beforeAll(async () => {
  t = await startMovable();
  f = renewingSession(t, await saleFixture(t));
  await addHostname(t.database.db, f.accountId, HOST, true);
  // Row B of the house is for members holding "Gold".
  const made = await f.api('POST', `/api/admin/events/${f.eventId}/price-levels`, {
    name: 'Members',
    color: '#7048e8',
    defaultPrice: 3000,
    membershipTags: ['Gold'],
  });
  expect(made.statusCode, made.body).toBe(201);
  membersLevelId = (made.data.priceLevels as { id: number; name: string }[]).find(
    (l) => l.name === 'Members',
  )!.id;
  const painted = await f.api('POST', `/api/admin/events/${f.eventId}/seats/bulk`, {
    seatIds: memberSeats().map((p) => f.seats.get(p)),
    action: { kind: 'priceLevel', priceLevelId: membersLevelId },
  });
  expect(painted.statusCode, painted.body).toBe(200);
});
afterAll(() => t.close());

function startMovable() {
  return startTestApp({ movableClock: true, now: new Date(), withSmtp: true });
}

const memberSeats = () => [...f.seats.keys()].filter((k) => k.startsWith('B-'));
let seatCursor = 0;
const nextMemberSeat = () => memberSeats()[seatCursor++]!;

async function createLevel(overrides: Record<string, unknown> = {}) {
  const res = await f.api('POST', '/api/admin/membership-levels', {
    name: `Gold ${Math.random().toString(36).slice(2, 8)}`,
    price: 12000,
    durationMonths: 12,
    renewalWindowDays: 30,
    reminderDays: 14,
    tags: ['Gold'],
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data as { id: number; name: string; price: number };
}

let customerSeq = 0;
async function createCustomer() {
  const res = await f.api('POST', '/api/admin/customers', {
    firstName: 'Grace',
    lastName: `Hopper ${++customerSeq}`,
    email: `member-${customerSeq}-${Date.now()}@example.test`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data as { id: number; email: string };
}

type Membership = {
  id: number;
  memberNumber: string;
  memberSince: string;
  expiresAt: string;
  status: string;
  levelName: string;
};

async function sell(
  levelId: number,
  customerId: number,
  payments: object[] = [{ type: 'Cash', amount: 12000 }],
) {
  return f.api('POST', `/api/admin/sell/memberships/${levelId}`, {
    customerId,
    idempotencyKey: key(),
    payments,
  });
}

/** A box office checkout of one members-only seat, sold to `customerId` (or to nobody). */
async function buyMemberSeat(customerId: number | null) {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const basketId = open.data.id as string;
  const added = await f.api('POST', `/api/admin/baskets/${basketId}/seats`, {
    eventId: f.eventId,
    seatIds: [f.seats.get(nextMemberSeat())],
  });
  expect(added.statusCode, added.body).toBe(200);
  if (customerId !== null) {
    const set = await f.api('PUT', `/api/admin/baskets/${basketId}/customer`, { customerId });
    expect(set.statusCode, set.body).toBe(200);
  }
  return f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
    idempotencyKey: key(),
    buyer,
    payments: [{ type: 'Cash', amount: added.data.total as number }],
  });
}

const membershipsOf = async (customerId: number) => {
  const res = await f.api('GET', `/api/admin/customers/${customerId}/memberships`);
  expect(res.statusCode, res.body).toBe(200);
  return res.data as unknown as Membership[];
};

/** Moves the clock, then a little at a time until `done` holds (the queue polls every 2 s). */
async function moveUntil<T>(ms: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  await t.clock.advance(ms);
  for (let i = 0; i < 400; i++) {
    const value = await read();
    if (done(value)) return value;
    await t.clock.advance(2_500);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('never happened');
}

describe('membership levels', () => {
  it('are listed, changed and checked', async () => {
    const level = await createLevel({ name: 'Silver' });
    const twice = await f.api('POST', '/api/admin/membership-levels', {
      name: 'silver',
      price: 1,
      durationMonths: 1,
    });
    expect(errorCode(twice)).toBe('admin.duplicate_entry');
    const noMonths = await f.api('POST', '/api/admin/membership-levels', {
      name: 'Zero',
      price: 1,
      durationMonths: 0,
    });
    expect(noMonths.statusCode).toBe(400);
    expect(errorCode(noMonths)).toBe('common.validation_failed');
    const changed = await f.api('PUT', `/api/admin/membership-levels/${level.id}`, {
      name: 'Silver',
      price: 5000,
      durationMonths: 6,
      tags: ['Silver', 'silver '],
      archived: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.data).toMatchObject({ price: 5000, durationMonths: 6, tags: ['Silver'], archived: true });
    // An archived level is no longer sold at the box office.
    const selling = await f.api('GET', '/api/admin/sell/memberships');
    expect((selling.data as unknown as { id: number }[]).some((l) => l.id === level.id)).toBe(false);
    const customer = await createCustomer();
    expect(errorCode(await sell(level.id, customer.id, [{ type: 'Cash', amount: 5000 }]))).toBe(
      'admin.membership_level_not_found',
    );
  });
});

describe('selling at the box office', () => {
  it('a non-member is refused the members price; once sold a membership, the customer gets it', async () => {
    const level = await createLevel();
    const customer = await createCustomer();
    const anonymous = await buyMemberSeat(null);
    expect(anonymous.statusCode).toBe(403);
    expect(errorCode(anonymous)).toBe('purchase.membership_required');
    const refused = await buyMemberSeat(customer.id);
    expect(errorCode(refused)).toBe('purchase.membership_required');

    const idempotencyKey = key();
    const body = { customerId: customer.id, idempotencyKey, payments: [{ type: 'Cash', amount: 12000 }] };
    const sold = await f.api('POST', `/api/admin/sell/memberships/${level.id}`, body);
    expect(sold.statusCode, sold.body).toBe(201);
    const membership = sold.data.membership as Membership;
    const now = t.clock.now;
    expect(membership.status).toBe('active');
    expect(membership.memberNumber).toMatch(/^M\d{6,}$/);
    expect(new Date(membership.memberSince).getTime()).toBe(now.getTime());
    const expected = new Date(now);
    expected.setUTCFullYear(expected.getUTCFullYear() + 1);
    expect(membership.expiresAt.slice(0, 10)).toBe(expected.toISOString().slice(0, 10));
    // A retry answers the same order.
    const again = await f.api('POST', `/api/admin/sell/memberships/${level.id}`, body);
    expect(again.data.orderId).toBe(sold.data.orderId);
    const order = await f.api('GET', `/api/admin/orders/${sold.data.orderId}`);
    expect(order.data.total).toBe(12000);
    expect(await membershipsOf(customer.id)).toEqual([expect.objectContaining({ id: membership.id })]);

    const member = await buyMemberSeat(customer.id);
    expect(member.statusCode, member.body).toBe(201);
    expect((member.data as { faceValueTotal: number }).faceValueTotal).toBe(3000);
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
  });

  it('takes a card through the payment port and refuses a wrong amount', async () => {
    const level = await createLevel();
    const customer = await createCustomer();
    const short = await sell(level.id, customer.id, [{ type: 'Cash', amount: 100 }]);
    expect(errorCode(short)).toBe('purchase.payment_total_mismatch');
    const declined = await sell(level.id, customer.id, [
      { type: 'CreditCard', amount: 12000, card: card('4000000000000002') },
    ]);
    expect(errorCode(declined)).toBe('purchase.card_declined');
    expect(await membershipsOf(customer.id)).toEqual([]);
    const paid = await sell(level.id, customer.id, [
      { type: 'CreditCard', amount: 12000, card: card('4242424242424242') },
    ]);
    expect(paid.statusCode, paid.body).toBe(201);
    const order = await f.api('GET', `/api/admin/orders/${paid.data.orderId}`);
    expect(order.data.payments).toEqual([expect.objectContaining({ type: 'CreditCard', amount: 12000 })]);
  });

  it('renews only inside the window, extending from the current expiry', async () => {
    const level = await createLevel({ durationMonths: 3, renewalWindowDays: 20 });
    const customer = await createCustomer();
    const sold = await sell(level.id, customer.id);
    const first = sold.data.membership as Membership;
    const early = await f.api('POST', `/api/admin/memberships/${first.id}/renew`, {
      idempotencyKey: key(),
      payments: [{ type: 'Cash', amount: 12000 }],
    });
    expect(early.statusCode).toBe(409);
    expect(errorCode(early)).toBe('purchase.membership_renewal_not_open');
    // Selling the same level again is a renewal too, and refused the same way.
    expect(errorCode(await sell(level.id, customer.id))).toBe('purchase.membership_renewal_not_open');
  });
});

describe('reminder and expiry by the job queue', () => {
  it('mails the reminder before the expiry, expires the membership, and the member price closes', async () => {
    const level = await createLevel({ durationMonths: 1, reminderDays: 7, renewalWindowDays: 10 });
    const customer = await createCustomer();
    const sold = await sell(level.id, customer.id);
    const m = sold.data.membership as Membership;
    const expiresAt = new Date(m.expiresAt).getTime();

    // Seven days before: the reminder reaches the member over SMTP.
    const reminder = await moveUntil(
      expiresAt - 7 * DAY - t.clock.now.getTime() + 1_000,
      async () => t.smtp!.received.find((r) => r.to.includes(customer.email))?.raw,
      (raw) => raw !== undefined,
    );
    const mail = await readMail(reminder!);
    expect(mail.subject).toContain(`${level.name} membership expires on ${m.expiresAt.slice(0, 10)}`);
    expect(mail.text).toContain(m.memberNumber);
    expect((await membershipsOf(customer.id))[0]!.status).toBe('active');

    // Inside the window: staff renew, from the current expiry.
    const renewed = await f.api('POST', `/api/admin/memberships/${m.id}/renew`, {
      idempotencyKey: key(),
      payments: [{ type: 'Cash', amount: 12000 }],
    });
    expect(renewed.statusCode, renewed.body).toBe(201);
    const after = renewed.data.membership as Membership;
    const next = new Date(m.expiresAt);
    next.setUTCMonth(next.getUTCMonth() + 1);
    expect(after.expiresAt.slice(0, 10)).toBe(next.toISOString().slice(0, 10));
    expect(after.memberNumber).toBe(m.memberNumber);

    // The first period's expiry passes: the renewed membership stays active.
    await moveUntil(
      expiresAt - t.clock.now.getTime() + 10_000,
      async () => (await membershipsOf(customer.id))[0]!,
      (x) => x.status === 'active',
    );
    expect((await buyMemberSeat(customer.id)).statusCode).toBe(201);

    // The renewed period ends: the job expires it and the members price closes.
    const expired = await moveUntil(
      new Date(after.expiresAt).getTime() - t.clock.now.getTime() + 1_000,
      async () => (await membershipsOf(customer.id))[0]!,
      (x) => x.status === 'expired',
    );
    expect(expired.status).toBe('expired');
    expect(errorCode(await buyMemberSeat(customer.id))).toBe('purchase.membership_required');
    // A lapsed membership renews from today.
    const back = await f.api('POST', `/api/admin/memberships/${m.id}/renew`, {
      idempotencyKey: key(),
      payments: [{ type: 'Cash', amount: 12000 }],
    });
    expect(back.statusCode, back.body).toBe(201);
    expect((back.data.membership as Membership).status).toBe('active');
  });
});

describe('the shop', () => {
  it('a signed-in customer buys a membership by card, sees it, and buys the members price', async () => {
    const level = await createLevel();
    const email = `shop-member-${Date.now()}@example.test`;
    const cookie = await registeredCustomer(t, email, HOST);
    const shown = await shopCall(t, 'GET', `/api/shop/memberships/${level.id}`, { host: HOST });
    expect(shown.statusCode, shown.body).toBe(200);
    const anonymous = await shopCall(t, 'POST', `/api/shop/memberships/${level.id}`, {
      host: HOST,
      payload: { idempotencyKey: key(), expectedTotal: 12000, card: card('4242424242424242') },
    });
    expect(anonymous.statusCode).toBe(401);
    const bought = await shopCall(t, 'POST', `/api/shop/memberships/${level.id}`, {
      host: HOST,
      cookie,
      payload: { idempotencyKey: key(), expectedTotal: 12000, card: card('4242424242424242') },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const mine = await shopCall(t, 'GET', '/api/shop/account/memberships', { host: HOST, cookie });
    expect(mine.data).toEqual([expect.objectContaining({ levelName: level.name, status: 'active' })]);

    // The members-only seat in the shop: the signed-in member may buy it.
    const headers = (basket?: string) => ({
      host: HOST,
      cookie: [`tessera_shop_session=${cookie}`, ...(basket ? [`tessera_basket=${basket}`] : [])].join('; '),
    });
    const added = await call(t.app, {
      method: 'POST',
      url: '/api/shop/basket/seats',
      headers: headers(),
      payload: { eventId: f.eventId, seatIds: [f.seats.get(nextMemberSeat())] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const basketCookie = added.cookies.find((c) => c.name === 'tessera_basket')!.value;
    const total = (added.data.basket as { total: number }).total;
    const paid = await call(t.app, {
      method: 'POST',
      url: '/api/shop/basket/checkout',
      headers: headers(basketCookie),
      payload: {
        idempotencyKey: key(),
        expectedTotal: total,
        buyer: { firstName: 'Ada', lastName: 'Lovelace', email },
        card: card('4242424242424242'),
        termsAccepted: true,
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it('a level not sold in the shop is not found there, and still sells at the box office', async () => {
    const level = await createLevel({ onlineSale: false });
    const cookie = await registeredCustomer(t, `offline-${Date.now()}@example.test`, HOST);
    const shown = await shopCall(t, 'GET', `/api/shop/memberships/${level.id}`, { host: HOST });
    expect(errorCode(shown)).toBe('purchase.membership_level_not_found');
    const bought = await shopCall(t, 'POST', `/api/shop/memberships/${level.id}`, {
      host: HOST,
      cookie,
      payload: { idempotencyKey: key(), expectedTotal: 12000, card: card('4242424242424242') },
    });
    expect(bought.statusCode).toBe(404);
    expect(errorCode(bought)).toBe('purchase.membership_level_not_found');
    const customer = await createCustomer();
    expect((await sell(level.id, customer.id)).statusCode).toBe(201);
  });

  it('a guest in the shop is refused the members price', async () => {
    const added = await call(t.app, {
      method: 'POST',
      url: '/api/shop/basket/seats',
      headers: { host: HOST },
      payload: { eventId: f.eventId, seatIds: [f.seats.get(nextMemberSeat())] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const basketCookie = added.cookies.find((c) => c.name === 'tessera_basket')!.value;
    const paid = await call(t.app, {
      method: 'POST',
      url: '/api/shop/basket/checkout',
      headers: { host: HOST, cookie: `tessera_basket=${basketCookie}` },
      payload: {
        idempotencyKey: key(),
        expectedTotal: (added.data.basket as { total: number }).total,
        buyer,
        card: card('4242424242424242'),
        termsAccepted: true,
      },
    });
    expect(paid.statusCode).toBe(403);
    expect(errorCode(paid)).toBe('purchase.membership_required');
  });
});

describe('access', () => {
  it('another account answers 404 for this account’s customers, levels and memberships', async () => {
    const level = await createLevel();
    const customer = await createCustomer();
    const sold = await sell(level.id, customer.id);
    const m = sold.data.membership as Membership;
    const other = await createAccount(t.database.db);
    const admin = await createStaffUser(t.database.db, { accountId: other.id, role: 'Admin' });
    const token = await signInAs(t.app, admin.email);
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      call(t.app, { method, url, token, payload });
    expect((await as('GET', `/api/admin/customers/${customer.id}/memberships`)).statusCode).toBe(404);
    const renew = await as('POST', `/api/admin/memberships/${m.id}/renew`, {
      idempotencyKey: key(),
      payments: [{ type: 'Cash', amount: 12000 }],
    });
    expect(renew.statusCode).toBe(404);
    const level404 = await as('PUT', `/api/admin/membership-levels/${level.id}`, {
      name: 'Stolen',
      price: 1,
      durationMonths: 1,
    });
    expect(level404.statusCode).toBe(404);
    expect(
      (
        await as('POST', `/api/admin/sell/memberships/${level.id}`, {
          customerId: customer.id,
          idempotencyKey: key(),
          payments: [{ type: 'Cash', amount: 12000 }],
        })
      ).statusCode,
    ).toBe(404);
    expect(await membershipsOf(customer.id)).toEqual([expect.objectContaining({ expiresAt: m.expiresAt })]);
  });

  it('a ticket taker cannot sell or see memberships; a seller sells but cannot set levels up', async () => {
    const level = await createLevel();
    const customer = await createCustomer();
    const as = async (role: 'TicketTaker' | 'PointOfSale') => {
      const user = await createStaffUser(t.database.db, { accountId: f.accountId, role });
      const token = await signInAs(t.app, user.email);
      return (method: 'GET' | 'POST', url: string, payload?: object) =>
        call(t.app, { method, url, token, payload });
    };
    const sale = {
      customerId: customer.id,
      idempotencyKey: key(),
      payments: [{ type: 'Cash', amount: 12000 }],
    };
    const taker = await as('TicketTaker');
    expect((await taker('POST', `/api/admin/sell/memberships/${level.id}`, sale)).statusCode).toBe(403);
    expect((await taker('GET', `/api/admin/customers/${customer.id}/memberships`)).statusCode).toBe(403);
    const seller = await as('PointOfSale');
    expect((await seller('GET', '/api/admin/membership-levels')).statusCode).toBe(403);
    expect((await seller('POST', `/api/admin/sell/memberships/${level.id}`, sale)).statusCode).toBe(201);
    expect((await seller('GET', `/api/admin/customers/${customer.id}/memberships`)).statusCode).toBe(200);
  });
});
