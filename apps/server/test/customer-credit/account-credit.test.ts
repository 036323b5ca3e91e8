import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import type { SaleFixture } from '../commerce/sale-fixture';
import { basketWith, exchange, exchangeSettings } from '../exchanges/exchange-fixture';
import { createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { card, errorCode, orderFixture } from '../orders/order-fixture';
import { adjust, checkoutBasket, credit, customerBasket, newCustomer, sellTo } from './credit-fixture';

/**
 * A customer's account credit ("on account", decisions/0087): an exchange's difference or a
 * cancelled order refunded on account fills it, staff adjust it with a reason, a box-office sale
 * spends it, and nothing ever takes it below zero.
 */
describe('account credit', () => {
  let t: TestApp;
  let f: SaleFixture;

  beforeAll(async () => {
    t = await startTestApp();
    f = await orderFixture(t);
    await exchangeSettings(f, { exchangeFee: 150, sameOrGreaterValueOnly: false });
  });
  afterAll(() => t.close());

  type Refund = { amount: number; state: string; onAccount: boolean; giftCertificateNumber: string | null };

  it('refunds an exchange difference on account once, and a later sale spends it', async () => {
    const customerId = await newCustomer(f);
    const basket = await customerBasket(f, ['E-1'], customerId);
    const sold = await checkoutBasket(f, basket.id, [
      { type: 'CreditCard', amount: basket.total, card: card('4242424242424242') },
    ]);
    expect(sold.statusCode, sold.body).toBe(201);
    const order = sold.data as { id: number; tickets: { id: number }[]; customerId: number | null };
    expect(order.customerId).toBe(customerId);

    const basketId = await basketWith(f, ['E-2'], f.concessionId);
    const body = {
      basketId,
      ticketIds: [order.tickets[0]!.id],
      difference: -750,
      refundTo: 'onAccount',
      idempotencyKey: `on-account-${Date.now()}`,
    };
    const res = await exchange(f, order.id, body);
    expect(res.statusCode, res.body).toBe(200);
    const refunds = res.data.refunds as Refund[];
    expect(refunds).toEqual([expect.objectContaining({ amount: 750, state: 'succeeded', onAccount: true })]);
    // Nothing went back to the card; the money ledger still balances.
    expect(res.data.payments).toEqual([expect.objectContaining({ status: 'captured', refunded: 750 })]);
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);

    const after = await credit(f, customerId);
    expect(after.balance).toBe(750);
    expect(after.entries).toEqual([
      expect.objectContaining({ kind: 'refund', amount: 750, balanceAfter: 750, orderId: order.id }),
    ]);
    // The seller's retry answers the same exchange: the refund is not credited twice.
    const again = await exchange(f, order.id, body);
    expect(again.statusCode, again.body).toBe(200);
    expect((await credit(f, customerId)).balance).toBe(750);

    // Activity names the destination.
    const activity = await f.api('GET', `/api/admin/orders/${order.id}/activity`);
    expect(JSON.stringify(activity.data)).toContain('"refundTo":"onAccount"');

    // A later box-office sale for the customer: $7.50 from the credit, cash for the rest.
    const next = await customerBasket(f, ['E-3'], customerId);
    const paid = await checkoutBasket(f, next.id, [
      { type: 'AccountCredit', amount: 750 },
      { type: 'Cash', amount: next.total - 750 },
    ]);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(
      (paid.data.payments as { type: string; amount: number }[]).map((p) => [p.type, p.amount]),
    ).toContainEqual(['AccountCredit', 750]);
    const spent = await credit(f, customerId);
    expect(spent.balance).toBe(0);
    // The orders manager cannot relabel account credit into or out of another payment type.
    const creditPayment = (paid.data.payments as { id: number; type: string }[]).find(
      (p) => p.type === 'AccountCredit',
    )!;
    const relabel = await f.api(
      'PUT',
      `/api/admin/tools/orders-manager/${paid.data.id}/payments/${creditPayment.id}`,
      {
        type: 'Cash',
      },
    );
    expect(relabel.statusCode).toBe(403);
    expect(errorCode(relabel)).toBe('purchase.payment_type_not_allowed');
    const cashPayment = (paid.data.payments as { id: number; type: string }[]).find(
      (p) => p.type === 'Cash',
    )!;
    const into = await f.api(
      'PUT',
      `/api/admin/tools/orders-manager/${paid.data.id}/payments/${cashPayment.id}`,
      {
        type: 'AccountCredit',
      },
    );
    expect(errorCode(into)).toBe('purchase.payment_type_not_allowed');
    expect(spent.entries[0]).toMatchObject({
      kind: 'spend',
      amount: -750,
      balanceAfter: 0,
      orderId: paid.data.id,
    });
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
  });

  it('refuses on account for an order without a customer, changing nothing', async () => {
    const order = await sellTo(f, ['E-4'], null);
    const basketId = await basketWith(f, ['E-5'], f.concessionId);
    const res = await exchange(f, order.id, {
      basketId,
      ticketIds: [order.tickets[0]!.id],
      difference: -750,
      refundTo: 'onAccount',
    });
    expect(res.statusCode).toBe(409);
    expect(errorCode(res)).toBe('purchase.account_credit_no_customer');
    const shown = await f.api('GET', `/api/admin/orders/${order.id}`);
    expect(shown.data.refunds).toEqual([]);
    expect((shown.data.tickets as { status: string }[]).every((x) => x.status !== 'voided')).toBe(true);
    // A refund destination it does not know is a validation error.
    const unknown = await exchange(f, order.id, {
      basketId,
      ticketIds: [order.tickets[0]!.id],
      difference: -750,
      refundTo: 'elsewhere',
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('refuses to spend more than the balance, or credit without a customer, and changes nothing', async () => {
    const customerId = await newCustomer(f);
    expect((await adjust(f, customerId, 1000)).statusCode).toBe(201);
    const basket = await customerBasket(f, ['E-6'], customerId);
    const res = await checkoutBasket(f, basket.id, [
      { type: 'AccountCredit', amount: 1001 },
      { type: 'Cash', amount: basket.total - 1001 },
    ]);
    expect(res.statusCode).toBe(409);
    expect(errorCode(res)).toBe('purchase.account_credit_insufficient');
    expect((res.data.errors as { field?: string }[])[0]!.field).toBe('payments.0.amount');
    expect((await credit(f, customerId)).balance).toBe(1000);
    const still = await f.api('GET', `/api/admin/baskets/${basket.id}`);
    expect(still.data.status ?? 'open').toBe('open');

    const guest = await customerBasket(f, ['E-7'], null);
    const noCustomer = await checkoutBasket(f, guest.id, [{ type: 'AccountCredit', amount: guest.total }]);
    expect(noCustomer.statusCode).toBe(409);
    expect(errorCode(noCustomer)).toBe('purchase.account_credit_no_customer');
  });

  it('cancels an order on account, and gives account credit back to the account it came from', async () => {
    const customerId = await newCustomer(f);
    const order = await sellTo(f, ['E-8'], customerId);
    const cancelled = await f.api('POST', `/api/admin/orders/${order.id}/cancel`, {
      returnTo: 'open',
      refundTo: 'onAccount',
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((cancelled.data.refunds as Refund[]).every((r) => r.onAccount)).toBe(true);
    const filled = await credit(f, customerId);
    expect(filled.balance).toBe(order.total);
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);

    // Spend all of it, then cancel that order to its original payments: the credit comes back.
    const basket = await customerBasket(f, ['E-9'], customerId);
    const paid = await checkoutBasket(f, basket.id, [{ type: 'AccountCredit', amount: basket.total }]);
    expect(paid.statusCode, paid.body).toBe(201);
    expect((await credit(f, customerId)).balance).toBe(order.total - basket.total);
    const back = await f.api('POST', `/api/admin/orders/${paid.data.id}/cancel`, { returnTo: 'open' });
    expect(back.statusCode, back.body).toBe(200);
    expect((await credit(f, customerId)).balance).toBe(order.total);
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);

    // A guest order cannot be cancelled on account.
    const guest = await sellTo(f, ['E-10'], null);
    const refused = await f.api('POST', `/api/admin/orders/${guest.id}/cancel`, {
      returnTo: 'open',
      refundTo: 'onAccount',
    });
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('purchase.account_credit_no_customer');
    const untouched = await f.api('GET', `/api/admin/orders/${guest.id}`);
    expect(untouched.data.refunds).toEqual([]);
  });

  it('lets staff with the refunds permission adjust the balance with a reason, never below zero', async () => {
    const customerId = await newCustomer(f);
    const up = await adjust(f, customerId, 2500, 'Late start goodwill');
    expect(up.statusCode, up.body).toBe(201);
    expect(up.data.balance).toBe(2500);
    const [entry] = up.data.entries as { kind: string; amount: number; reason: string; userName: string }[];
    expect(entry).toMatchObject({ kind: 'adjustment', amount: 2500, reason: 'Late start goodwill' });
    expect(entry!.userName).toBeTruthy();

    const tooMuch = await adjust(f, customerId, -2501);
    expect(tooMuch.statusCode).toBe(409);
    expect(errorCode(tooMuch)).toBe('admin.account_credit_below_zero');
    const noReason = await adjust(f, customerId, 100, '  ');
    expect(noReason.statusCode).toBe(400);
    expect((await credit(f, customerId)).entries).toHaveLength(1);

    const down = await adjust(f, customerId, -2500, 'Paid out in cash');
    expect(down.data.balance).toBe(0);

    // A seller without refunds and cancellations sees the balance but cannot adjust it.
    const seller = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'PointOfSale' });
    const token = await signInAs(t.app, seller.email);
    const denied = await call(t.app, {
      method: 'POST',
      url: `/api/admin/customers/${customerId}/credit/adjustments`,
      token,
      payload: { amount: 100, reason: 'x' },
    });
    expect(denied.statusCode).toBe(403);
    expect((await credit(f, customerId)).balance).toBe(0);
  });
});
