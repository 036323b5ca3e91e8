import { describe, expect, it } from 'vitest';
import { registeredCustomer, shopCall } from '../customer-accounts/shop-session';
import { createAccount, createStaffUser, signInAs } from '../factories';
import { call } from '../harness';
import { buyer, card, errorCode, key } from '../orders/order-fixture';
import { HOST, type Membership, membershipsSuite } from './memberships-suite';

/**
 * Memberships in the shop and who may reach them (decisions/0050): a signed-in customer buys a
 * membership by card and then the members price; a guest is refused it; another account and
 * lower roles are kept out.
 */
const s = membershipsSuite();
const { nextMemberSeat, createLevel, createCustomer, sell, membershipsOf } = s;

describe('the shop', () => {
  it('a signed-in customer buys a membership by card, sees it, and buys the members price', async () => {
    const level = await createLevel();
    const email = `shop-member-${Date.now()}@example.test`;
    const cookie = await registeredCustomer(s.t, email, HOST);
    const shown = await shopCall(s.t, 'GET', `/api/shop/memberships/${level.id}`, { host: HOST });
    expect(shown.statusCode, shown.body).toBe(200);
    const anonymous = await shopCall(s.t, 'POST', `/api/shop/memberships/${level.id}`, {
      host: HOST,
      payload: { idempotencyKey: key(), expectedTotal: 12000, card: card('4242424242424242') },
    });
    expect(anonymous.statusCode).toBe(401);
    const bought = await shopCall(s.t, 'POST', `/api/shop/memberships/${level.id}`, {
      host: HOST,
      cookie,
      payload: { idempotencyKey: key(), expectedTotal: 12000, card: card('4242424242424242') },
    });
    expect(bought.statusCode, bought.body).toBe(201);
    const mine = await shopCall(s.t, 'GET', '/api/shop/account/memberships', { host: HOST, cookie });
    expect(mine.data).toEqual([expect.objectContaining({ levelName: level.name, status: 'active' })]);

    // The members-only seat in the shop: the signed-in member may buy it.
    const headers = (basket?: string) => ({
      host: HOST,
      cookie: [`tessera_shop_session=${cookie}`, ...(basket ? [`tessera_basket=${basket}`] : [])].join('; '),
    });
    const added = await call(s.t.app, {
      method: 'POST',
      url: '/api/shop/basket/seats',
      headers: headers(),
      payload: { eventId: s.f.eventId, seatIds: [s.f.seats.get(nextMemberSeat())] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const basketCookie = added.cookies.find((c) => c.name === 'tessera_basket')!.value;
    const total = (added.data.basket as { total: number }).total;
    const paid = await call(s.t.app, {
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
    const cookie = await registeredCustomer(s.t, `offline-${Date.now()}@example.test`, HOST);
    const shown = await shopCall(s.t, 'GET', `/api/shop/memberships/${level.id}`, { host: HOST });
    expect(errorCode(shown)).toBe('purchase.membership_level_not_found');
    const bought = await shopCall(s.t, 'POST', `/api/shop/memberships/${level.id}`, {
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
    const added = await call(s.t.app, {
      method: 'POST',
      url: '/api/shop/basket/seats',
      headers: { host: HOST },
      payload: { eventId: s.f.eventId, seatIds: [s.f.seats.get(nextMemberSeat())] },
    });
    expect(added.statusCode, added.body).toBe(200);
    const basketCookie = added.cookies.find((c) => c.name === 'tessera_basket')!.value;
    const paid = await call(s.t.app, {
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
    const other = await createAccount(s.t.database.db);
    const admin = await createStaffUser(s.t.database.db, { accountId: other.id, role: 'Admin' });
    const token = await signInAs(s.t.app, admin.email);
    const as = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
      call(s.t.app, { method, url, token, payload });
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
      const user = await createStaffUser(s.t.database.db, { accountId: s.f.accountId, role });
      const token = await signInAs(s.t.app, user.email);
      return (method: 'GET' | 'POST', url: string, payload?: object) =>
        call(s.t.app, { method, url, token, payload });
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
