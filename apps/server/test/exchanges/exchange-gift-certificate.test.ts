import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import type { SaleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { card, key, orderFixture, sell } from '../orders/order-fixture';
import { basketWith, exchange, exchangeSettings, quote } from './exchange-fixture';

/**
 * A staff exchange refunding its difference as a gift certificate (spec "Exchanges and
 * refunds"): $46.50 given back for a $37.50 concession and a $1.50 exchange fee leaves $7.50,
 * which goes onto a new certificate instead of back to the card. One transaction; a retry with
 * the same idempotency key answers the same exchange and issues no second certificate.
 */
describe('an exchange refunded as a gift certificate', () => {
  let t: TestApp;
  let f: SaleFixture;

  beforeAll(async () => {
    t = await startTestApp();
    f = await orderFixture(t);
    await exchangeSettings(f, { exchangeFee: 150, sameOrGreaterValueOnly: false });
  });
  afterAll(() => t.close());

  type Refund = { amount: number; state: string; giftCertificateNumber: string | null };

  const certificates = (orderId: number) =>
    rows<{ number: string; amount: number; balance: number; payment_type: string }>(
      t.database.db,
      sql`SELECT g.number, g.amount, g.balance, g.payment_type FROM gift_certificates g
        JOIN order_refunds r ON r.id = g.issued_for_refund_id WHERE r.order_id = ${orderId}`,
    );
  const cardRefunds = async () =>
    Number(
      (
        await rows<{ n: number | string }>(
          t.database.db,
          sql`SELECT count(*) AS n FROM sandbox_refunds WHERE account_id = ${f.accountId}`,
        )
      )[0]!.n,
    );

  it('issues a certificate for the difference, refunds nothing to the card, and a retry issues no second one', async () => {
    const order = await sell(f, ['D-1'], (total) => [
      { type: 'CreditCard', amount: total, card: card('4242424242424242') },
    ]);
    const basketId = await basketWith(f, ['D-2'], f.concessionId);
    const q = await quote(f, order.id, basketId, [order.tickets[0]!.id]);
    expect(q.data).toMatchObject({ difference: -750 });
    const cardRefundsBefore = await cardRefunds();
    const body = {
      basketId,
      ticketIds: [order.tickets[0]!.id],
      difference: -750,
      refundTo: 'giftCertificate',
      idempotencyKey: key(),
    };
    const res = await exchange(f, order.id, body);
    expect(res.statusCode, res.body).toBe(200);
    const refunds = res.data.refunds as Refund[];
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 750, state: 'succeeded' });
    const number = refunds[0]!.giftCertificateNumber;
    expect(number).toMatch(/^\d{12}$/);

    const issued = await certificates(order.id);
    expect(issued).toEqual([{ number, amount: 750, balance: 750, payment_type: 'Refund' }]);
    // Nothing went back to the card: the processor saw no refund and the payment stays paid.
    expect(await cardRefunds()).toBe(cardRefundsBefore);
    const shown = await f.api('GET', `/api/admin/orders/${order.id}`);
    expect(shown.data.payments).toEqual([expect.objectContaining({ status: 'captured', refunded: 750 })]);
    expect((shown.data.refunds as Refund[])[0]!.giftCertificateNumber).toBe(number);
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);

    // The seller's retry (a double click, a lost answer): the same order, one certificate.
    const again = await exchange(f, order.id, body);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.data.refunds as Refund[]).map((r) => r.giftCertificateNumber)).toEqual([number]);
    expect(await certificates(order.id)).toHaveLength(1);

    // The certificate pays: $7.50 of a new sale, cash for the rest.
    const next = await sell(f, ['D-3'], (total) => [
      { type: 'GiftCertificate', amount: 750, giftCertificateNumber: number },
      { type: 'Cash', amount: total - 750 },
    ]);
    expect(next.payments.map((p) => [p.type, p.amount])).toContainEqual(['GiftCertificate', 750]);
    expect((await certificates(order.id))[0]!.balance).toBe(0);
  });

  it('refunds to the original card by default, with no certificate', async () => {
    const order = await sell(f, ['D-4'], (total) => [
      { type: 'CreditCard', amount: total, card: card('4242424242424242') },
    ]);
    const basketId = await basketWith(f, ['D-5'], f.concessionId);
    const res = await exchange(f, order.id, {
      basketId,
      ticketIds: [order.tickets[0]!.id],
      difference: -750,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.data.refunds as Refund[])[0]!.giftCertificateNumber).toBeNull();
    expect(await certificates(order.id)).toEqual([]);
  });

  it('refuses a refund choice it does not know', async () => {
    const order = await sell(f, ['D-6']);
    const basketId = await basketWith(f, ['D-7'], f.concessionId);
    const res = await exchange(f, order.id, {
      basketId,
      ticketIds: [order.tickets[0]!.id],
      difference: -750,
      refundTo: 'elsewhere',
    });
    expect(res.statusCode).toBe(400);
    expect(await certificates(order.id)).toEqual([]);
  });
});
