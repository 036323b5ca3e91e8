import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { firstError, type PolicyFixture, policyFixture } from '../security/group-policy-fixture';

let t: TestApp;
let p: PolicyFixture;

beforeAll(async () => {
  t = await startTestApp();
  p = await policyFixture(t);
});
afterAll(() => t.close());

describe('Tools → POS settings', () => {
  it('a point-of-sale seller is offered the counter’s payment types in its order and cannot take another', async () => {
    const seller = await p.seller({}, 'PointOfSale');
    // Until the venue chooses, the counter takes every staff payment type, cash first.
    expect((await p.ok(await p.api('GET', '/api/admin/pos-settings'))).paymentTypes).toEqual([
      'Cash',
      'CreditCard',
      'StripeTerminal',
      'Check',
      'GiftCertificate',
      'Comp',
      'Custom',
      'Manual',
      'AccountCredit',
    ]);
    const before = await p.ok(await seller.api('GET', '/api/admin/sell/channels'));
    // Until then the counter takes what any back-office sale takes.
    expect(before.pointOfSalePaymentTypes).toBeNull();

    const saved = await p.api('PUT', '/api/admin/pos-settings', {
      paymentTypes: ['CreditCard', 'GiftCertificate'],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await p.ok(await seller.api('GET', '/api/admin/sell/channels'));
    expect(after.pointOfSalePaymentTypes).toEqual(['CreditCard', 'GiftCertificate']);

    const { id, total } = await p.basketWith(seller, ['B-1'], 'PointOfSale');
    const cash = await p.checkout(seller, id, [{ type: 'Cash', amount: total }]);
    expect(cash.statusCode).toBe(403);
    expect(firstError(cash.data)).toEqual(
      expect.objectContaining({ code: 'purchase.payment_type_not_allowed', field: 'payments.0.type' }),
    );
    const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ada' };
    const paid = await p.checkout(seller, id, [{ type: 'CreditCard', amount: total, card }]);
    expect(paid.statusCode, paid.body).toBe(201);

    // Back on the defaults, the counter takes cash again.
    expect((await p.api('DELETE', '/api/admin/pos-settings')).statusCode).toBe(200);
    expect(
      (await p.ok(await seller.api('GET', '/api/admin/sell/channels'))).pointOfSalePaymentTypes,
    ).toBeNull();
    const again = await p.basketWith(seller, ['B-4'], 'PointOfSale');
    expect((await p.checkout(seller, again.id, [{ type: 'Cash', amount: again.total }])).statusCode).toBe(
      201,
    );
  });

  it('leaves other channels alone and keeps the user group’s limits', async () => {
    await p.ok(await p.api('PUT', '/api/admin/pos-settings', { paymentTypes: ['Check', 'Cash'] }));
    // A call-center sale still takes cash, whatever the counter takes.
    const agent = await p.seller({});
    const { id, total } = await p.basketWith(agent, ['B-2'], 'CallCenter');
    expect((await p.checkout(agent, id, [{ type: 'Cash', amount: total }])).statusCode).toBe(201);
    // A seller whose group takes only cash sees only cash at the counter.
    const cashOnly = await p.seller({ restrictions: { paymentTypes: ['Cash'] } }, 'PointOfSale');
    const offered = await p.ok(await cashOnly.api('GET', '/api/admin/sell/channels'));
    expect(offered.pointOfSalePaymentTypes).toEqual(['Cash']);
  });

  it('binds everyone selling at the counter, an administrator too', async () => {
    await p.ok(await p.api('PUT', '/api/admin/pos-settings', { paymentTypes: ['Check'] }));
    const admin = { api: p.api };
    const { id, total } = await p.basketWith(admin, ['B-3'], 'PointOfSale');
    const cash = await p.checkout(admin, id, [{ type: 'Cash', amount: total }]);
    expect(cash.statusCode).toBe(403);
    expect(firstError(cash.data)?.code).toBe('purchase.payment_type_not_allowed');
    const check = await p.checkout(admin, id, [{ type: 'Check', amount: total, checkAmount: total }]);
    expect(check.statusCode, check.body).toBe(201);
  });

  it('refuses an empty list or a type twice, translated, and changes nothing', async () => {
    await p.ok(await p.api('PUT', '/api/admin/pos-settings', { paymentTypes: ['Cash'] }));
    const empty = await p.api('PUT', '/api/admin/pos-settings', { paymentTypes: [] });
    expect(empty.statusCode).toBe(400);
    expect(firstError(empty.data)?.code).toBe('admin.pos_payment_types_empty');
    const twice = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/pos-settings',
      headers: { authorization: `Bearer ${p.token}`, 'accept-language': 'es-ES' },
      payload: { paymentTypes: ['Cash', 'Cash'] },
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors[0].message).toBe('Cada tipo de pago solo puede aparecer una vez.');
    expect((await p.api('GET', '/api/admin/pos-settings')).data.paymentTypes).toEqual(['Cash']);
  });

  it('is for those who manage account settings', async () => {
    const seller = await p.seller({}, 'PointOfSale');
    expect((await seller.api('GET', '/api/admin/pos-settings')).statusCode).toBe(403);
    expect((await seller.api('DELETE', '/api/admin/pos-settings')).statusCode).toBe(403);
    expect((await seller.api('PUT', '/api/admin/pos-settings', { paymentTypes: ['Cash'] })).statusCode).toBe(
      403,
    );
  });
});
