import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { firstError, type PolicyFixture, policyFixture } from './group-policy-fixture';

let t: TestApp;
let p: PolicyFixture;
let voucher: number;
let invoice: number;

beforeAll(async () => {
  t = await startTestApp();
  p = await policyFixture(t);
  const make = async (name: string) =>
    (await p.ok(await p.api('POST', '/api/admin/custom-payment-types', { name, paymentMethodId: null })))
      .id as number;
  voucher = await make('Theatre voucher');
  invoice = await make('Invoice');
});
afterAll(() => t.close());

describe('user group: restrict custom payments', () => {
  it('takes only the custom payment types the group lists, and lists only those', async () => {
    const seller = await p.seller({ restrictions: { customPayments: ['Theatre voucher'] } });
    const { id, total } = await p.basketWith(seller, ['A-1']);
    const refused = await p.checkout(seller, id, [
      { type: 'Custom', amount: total, customPaymentTypeId: invoice },
    ]);
    expect(refused.statusCode).toBe(403);
    expect(firstError(refused.data)).toEqual(
      expect.objectContaining({
        code: 'sale.custom_payment_not_allowed',
        field: 'payments.0.customPaymentTypeId',
      }),
    );
    const listed = await seller.api('GET', '/api/admin/custom-payment-types');
    expect((listed.data as unknown as { name: string }[]).map((c) => c.name)).toEqual(['Theatre voucher']);
    const paid = await p.checkout(seller, id, [
      { type: 'Custom', amount: total, customPaymentTypeId: voucher },
    ]);
    expect(paid.statusCode, paid.body).toBe(201);
  });
});
