import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { firstError, type PolicyFixture, policyFixture } from './group-policy-fixture';

let t: TestApp;
let p: PolicyFixture;

beforeAll(async () => {
  t = await startTestApp();
  p = await policyFixture(t);
});
afterAll(() => t.close());

const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123', name: 'Ada' };

describe('user group: restrict payment types', () => {
  it('a call-center group limited to card and gift certificate cannot check out with cash or a comp', async () => {
    const agent = await p.seller({ restrictions: { paymentTypes: ['CreditCard', 'GiftCertificate'] } });
    // The sell screen is told which payment types to offer.
    const offered = await agent.api('GET', '/api/admin/sell/channels');
    expect(offered.data.paymentTypes).toEqual(['CreditCard', 'GiftCertificate']);
    const press = await p.ok(await p.api('POST', '/api/admin/comp-types', { name: 'Press' }));
    const { id, total } = await p.basketWith(agent, ['A-1']);
    expect(total).toBeGreaterThan(0);

    const cash = await p.checkout(agent, id, [{ type: 'Cash', amount: total }]);
    expect(cash.statusCode).toBe(403);
    expect(firstError(cash.data)).toEqual(
      expect.objectContaining({ code: 'sale.payment_type_not_allowed', field: 'payments.0.type' }),
    );
    const comp = await p.checkout(agent, id, [{ type: 'Comp', amount: 0, compTypeId: press.id }]);
    expect(comp.statusCode).toBe(403);
    expect(firstError(comp.data)?.code).toBe('sale.payment_type_not_allowed');

    const paid = await p.checkout(agent, id, [{ type: 'CreditCard', amount: total, card }]);
    expect(paid.statusCode, paid.body).toBe(201);
  });

  it('answers in the seller’s language', async () => {
    const agent = await p.seller({ restrictions: { paymentTypes: ['CreditCard'] } });
    const { id, total } = await p.basketWith(agent, ['A-2']);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/baskets/${id}/checkout`,
      headers: { authorization: `Bearer ${agent.token}`, 'accept-language': 'fr' },
      payload: {
        idempotencyKey: `fr-${id}`,
        buyer: { firstName: 'A', lastName: 'B', email: 'a@example.test' },
        payments: [{ type: 'Cash', amount: total }],
      },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0].message).toBe(
      'Votre groupe d’utilisateurs ne peut pas accepter ce type de paiement.',
    );
  });

  it('a gift certificate sold at the window takes only an allowed payment type', async () => {
    const agent = await p.seller({ restrictions: { paymentTypes: ['CreditCard'] } }, 'PointOfSale');
    const sale = { amount: 2500, buyerName: 'Ada', paymentType: 'Cash' };
    const refused = await agent.api('POST', '/api/admin/gift-certificates', sale);
    expect(refused.statusCode).toBe(403);
    expect(firstError(refused.data)).toEqual(
      expect.objectContaining({ code: 'sale.payment_type_not_allowed', field: 'paymentType' }),
    );
    const open = await p.seller({}, 'PointOfSale');
    expect((await open.api('POST', '/api/admin/gift-certificates', sale)).statusCode).toBe(201);
  });

  it('an admin in a restricted group is never restricted', async () => {
    const admin = await p.seller({ restrictions: { paymentTypes: [] } }, 'Admin');
    const { id, total } = await p.basketWith(admin, ['A-3']);
    const res = await p.checkout(admin, id, [{ type: 'Cash', amount: total }]);
    expect(res.statusCode, res.body).toBe(201);
  });
});
