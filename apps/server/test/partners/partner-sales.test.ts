import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { basketWith, exchange, exchangeSettings, quote } from '../exchanges/exchange-fixture';
import { createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let f: SaleFixture;
let keySeq = 0;
let partnerId: number;
let partnerUser: { id: number; token: string };

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  partnerId = (await f.api('POST', '/api/admin/partners', { name: 'City Tours' })).data.id as number;
  const user = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'Partner' });
  const linked = await f.api('PUT', `/api/admin/users/${user.id}`, {
    firstName: 'Pat',
    lastName: 'Reseller',
    role: 'Partner',
    userGroupId: user.userGroupId,
    partnerId,
  });
  if (linked.statusCode !== 200) throw new Error(linked.body);
  partnerUser = { id: user.id, token: await signInAs(t.app, user.email) };
});
afterAll(() => t.close());

type Res = Awaited<ReturnType<typeof call>>;
const errorOf = (res: Res) => (res.data as { errors?: { code: string; field?: string }[] }).errors?.[0];
const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' };

/** A basket of one seat opened by a seller (the admin by default) and what paying it sends. */
async function sell(place: string, options: { token?: string; channel?: string; body?: object } = {}) {
  const api = (method: 'POST', url: string, payload: object) =>
    options.token ? call(t.app, { method, url, payload, token: options.token }) : f.api(method, url, payload);
  const open = await api('POST', '/api/admin/baskets', { channel: options.channel ?? 'PointOfSale' });
  if (open.statusCode >= 300) throw new Error(open.body);
  const id = open.data.id as string;
  const added = await api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: [f.seats.get(place)],
  });
  if (added.statusCode >= 300) throw new Error(added.body);
  return api('POST', `/api/admin/baskets/${id}/checkout`, {
    idempotencyKey: `partner-sale-${++keySeq}-${Date.now()}`,
    buyer,
    payments: [{ type: 'Cash', amount: added.data.total as number }],
    ...options.body,
  });
}

async function setRequireCommissions(on: boolean) {
  const settings = await f.api('GET', '/api/admin/account-settings');
  const saved = await f.api('PUT', '/api/admin/account-settings', {
    ...settings.data,
    requireCommissionsOnPartnerOrders: on,
  });
  if (saved.statusCode !== 200) throw new Error(saved.body);
}

describe('orders credited to a partner', () => {
  it('links a user to a partner record', async () => {
    const user = await f.api('GET', `/api/admin/users/${partnerUser.id}`);
    expect(user.data.partner).toEqual({ id: partnerId, name: 'City Tours' });
    const partners = await f.api('GET', '/api/admin/partners');
    expect(partners.data).toMatchObject([{ name: 'City Tours', users: 1 }]);
  });

  it('credits a partner user’s sale to their partner, with no commission while no rule applies', async () => {
    const sold = await sell('A-1', { token: partnerUser.token, channel: 'Outlet' });
    expect(sold.statusCode, sold.body).toBe(201);
    const order = await f.api('GET', `/api/admin/orders/${sold.data.id}`);
    expect(order.data).toMatchObject({
      partner: { id: partnerId, name: 'City Tours' },
      partnerCommission: 0,
    });
  });

  it('refuses a partner user crediting another partner, and an archived or unknown partner', async () => {
    const other = await f.api('POST', '/api/admin/partners', { name: 'Other Desk' });
    const refused = await sell('A-2', {
      token: partnerUser.token,
      channel: 'Outlet',
      body: { partnerId: other.data.id },
    });
    expect(refused.statusCode).toBe(403);
    expect(errorOf(refused)).toMatchObject({ code: 'purchase.partner_not_allowed', field: 'partnerId' });
    const gone = await f.api('POST', '/api/admin/partners', { name: 'Closed Desk', archived: true });
    const archived = await sell('A-3', { body: { partnerId: gone.data.id } });
    expect(errorOf(archived)).toMatchObject({ code: 'purchase.partner_not_found', field: 'partnerId' });
    const unknown = await sell('A-6', { body: { partnerId: 999_999 } });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets a staff seller credit a sale to a partner, or to none', async () => {
    const chosen = await sell('A-4', { body: { partnerId } });
    expect(chosen.statusCode, chosen.body).toBe(201);
    expect(chosen.data).toMatchObject({ partner: { id: partnerId }, partnerCommission: 0 });
    const none = await sell('A-5');
    expect(none.data).toMatchObject({ partner: null, partnerCommission: 0 });
  });

  it('with commissions required on partner orders, refuses one no rule applies to, then computes it', async () => {
    await setRequireCommissions(true);
    const refused = await sell('B-1', { token: partnerUser.token, channel: 'Outlet' });
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toMatchObject({
      code: 'purchase.partner_commission_required',
      field: 'partnerId',
    });
    // Orders without a partner need no commission.
    expect((await sell('B-2')).statusCode).toBe(201);

    const feeSet = await f.api('POST', `/api/admin/event-templates/${f.templateId}/fee-sets`, {
      name: 'Partner commissions',
    });
    for (const fee of [
      { name: 'Reseller commission', type: 'PerTicket', amountKind: 'Percentage', amount: 1000 },
      { name: 'Booking commission', type: 'PerOrder', amountKind: 'FlatAmount', amount: 100 },
    ]) {
      const made = await f.api('POST', `/api/admin/fee-sets/${feeSet.data.id}/fees`, {
        ...fee,
        category: 'PartnerCommission',
      });
      expect(made.statusCode, made.body).toBe(201);
    }
    const sold = await sell('B-3', { token: partnerUser.token, channel: 'Outlet' });
    expect(sold.statusCode, sold.body).toBe(201);
    const order = await f.api('GET', `/api/admin/orders/${sold.data.id}`);
    // 10% of the $45.00 face value plus $1.00 per order; the buyer pays the same as before.
    expect(order.data).toMatchObject({ partner: { name: 'City Tours' }, partnerCommission: 450 + 100 });
    expect(order.data.total).toBe(4500 + 150 + 200);
    // An order with no partner keeps no commission, though the rules exist.
    const plain = await sell('B-4');
    expect(plain.data).toMatchObject({ partner: null, partnerCommission: 0, total: 4850 });
    await setRequireCommissions(false);
  });
});

describe('a payment method that needs a partner', () => {
  it('refuses the payment on an order without a partner, and takes it with one', async () => {
    const method = await f.api('POST', '/api/admin/payment-methods', {
      name: 'Agency invoice',
      partnerRequired: true,
    });
    const custom = await f.api('POST', '/api/admin/custom-payment-types', {
      name: 'Agency voucher',
      paymentMethodId: method.data.id,
    });
    const pay = (place: string, body: object) =>
      sell(place, {
        body: { payments: [{ type: 'Custom', amount: 4850, customPaymentTypeId: custom.data.id }], ...body },
      });
    const refused = await pay('C-1', {});
    expect(refused.statusCode).toBe(400);
    expect(errorOf(refused)).toMatchObject({ code: 'purchase.partner_required', field: 'partnerId' });
    const ok = await pay('C-3', { partnerId });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.data).toMatchObject({ partner: { name: 'City Tours' }, partnerCommission: 550 });
    // A partner’s own user chooses none: their sales are the partner's.
    const own = await sell('C-2', {
      token: partnerUser.token,
      channel: 'Outlet',
      body: { payments: [{ type: 'Custom', amount: 4850, customPaymentTypeId: custom.data.id }] },
    });
    expect(own.statusCode, own.body).toBe(201);
  });
  it('pays an exchange difference on an order credited to a partner, and refuses it on one without', async () => {
    const method = await f.api('POST', '/api/admin/payment-methods', {
      name: 'Agency account',
      partnerRequired: true,
    });
    const custom = await f.api('POST', '/api/admin/custom-payment-types', {
      name: 'Agency account voucher',
      paymentMethodId: method.data.id,
    });
    await exchangeSettings(f, { exchangeFee: 250 });
    const credited = await sell('C-4', { body: { partnerId } });
    const plain = await sell('C-5');
    const payFee = async (order: Res, place: string) => {
      const ticketIds = [(order.data.tickets as { id: number }[])[0]!.id];
      const basketId = await basketWith(f, [place]);
      const q = await quote(f, order.data.id as number, basketId, ticketIds);
      expect(q.data.difference).toBe(250);
      return exchange(f, order.data.id as number, {
        basketId,
        ticketIds,
        difference: 250,
        payments: [{ type: 'Custom', amount: 250, customPaymentTypeId: custom.data.id }],
      });
    };
    const refused = await payFee(plain, 'C-6');
    expect(refused.statusCode, refused.body).toBe(400);
    expect(errorOf(refused)).toMatchObject({ code: 'purchase.partner_required' });
    const paid = await payFee(credited, 'C-7');
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await f.api('GET', `/api/admin/orders/${credited.data.id}`);
    expect(after.data.payments).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'Custom', amount: 250 })]),
    );
    await exchangeSettings(f, { exchangeFee: 0 });
  });
});
