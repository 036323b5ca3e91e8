import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { buyer, card, errorCode, key } from '../orders/order-fixture';
import { basketOf, DAY, type PlanDetail, planOfOrder, renewingSession } from './plan-fixture';

/**
 * The event template's deposit at the box office (decisions/0118): the amount per ticket is the
 * payment taken now, the balance an instalment of the order's schedule due the template's days
 * before the event, charged by the job queue; the order list shows it due soon and past due.
 */
let t: TestApp;
let f: SaleFixture;
/** The fixture's event starts 1 March 2027, 19:30 UTC. */
const startsAt = new Date('2027-03-01T19:30:00Z').getTime();

beforeAll(async () => {
  // The job queue runs only as the test moves the clock.
  t = await startTestApp({ movableClock: true, now: new Date('2026-12-01T10:00:00Z') });
  f = renewingSession(t, await saleFixture(t));
});
afterAll(() => t.close());

const setDeposit = async (deposit: { amount: number; dueDaysBeforeEvent: number } | null) => {
  const res = await f.api('PATCH', `/api/admin/event-templates/${f.templateId}`, { money: { deposit } });
  expect(res.statusCode, res.body).toBe(200);
};

type Offer = { instalments: { number: number; amount: number; dueAt: string }[] } | null;
const offer = async (basketId: string): Promise<Offer> => {
  const res = await f.api('GET', `/api/admin/baskets/${basketId}/deposit`);
  expect(res.statusCode, res.body).toBe(200);
  return res.data as unknown as Offer;
};

const payDeposit = (basketId: string, payments: object[]) =>
  f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
    idempotencyKey: key(),
    buyer,
    payments,
    templateDeposit: true,
  });

type Listed = { id: number; paymentDueAt: string | null; alerts: string[] };
const listed = async (orderId: number): Promise<Listed> => {
  const res = await f.api('GET', `/api/admin/orders?q=${orderId}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.data.items as unknown as Listed[]).find((o) => o.id === orderId)!;
};

/** Moves the clock by `ms`, then a little at a time until `done` holds (the queue polls every 2 s). */
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
const statuses = (p: PlanDetail) => p.instalments.map((i) => i.status);

describe('a template’s deposit at the box office', () => {
  it('without a template deposit, or with its date passed, none is offered and taking one changes nothing', async () => {
    await setDeposit(null);
    const basket = await basketOf(f, ['A-1']);
    expect(await offer(basket.id)).toBeNull();
    const refused = await payDeposit(basket.id, [
      { type: 'CreditCard', amount: 1_000, card: card('4242424242424242') },
    ]);
    expect(refused.statusCode).toBe(400);
    expect(refused.data.errors).toEqual([
      expect.objectContaining({ code: 'purchase.instalment_deposit_unavailable', field: 'templateDeposit' }),
    ]);
    // 120 days before a start in 90 days: the date has passed, the full price is due.
    await setDeposit({ amount: 1_000, dueDaysBeforeEvent: 120 });
    expect(await offer(basket.id)).toBeNull();
    // A deposit as large as the price leaves no balance: none.
    await setDeposit({ amount: basket.total, dueDaysBeforeEvent: 30 });
    expect(await offer(basket.id)).toBeNull();
    // The basket is still open: the full price sells it.
    const paid = await f.api('POST', `/api/admin/baskets/${basket.id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'Cash', amount: basket.total }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await listed(paid.data.id as number)).toMatchObject({ paymentDueAt: null, alerts: [] });
  });

  it('takes the amount per ticket now and the job queue charges the balance on the due date', async () => {
    await setDeposit({ amount: 1_000, dueDaysBeforeEvent: 30 });
    const basket = await basketOf(f, ['B-1', 'B-2']);
    const dueAt = new Date(startsAt - 30 * DAY).toISOString();
    expect(await offer(basket.id)).toEqual({
      instalments: [
        { number: 1, amount: 2_000, dueAt: t.clock.now.toISOString() },
        { number: 2, amount: basket.total - 2_000, dueAt },
      ],
    });
    // Another due-days setting moves the date.
    await setDeposit({ amount: 1_000, dueDaysBeforeEvent: 10 });
    expect((await offer(basket.id))!.instalments[1]!.dueAt).toBe(new Date(startsAt - 10 * DAY).toISOString());
    await setDeposit({ amount: 1_000, dueDaysBeforeEvent: 30 });

    const wholePrice = await payDeposit(basket.id, [
      { type: 'CreditCard', amount: basket.total, card: card('4242424242424242') },
    ]);
    expect(errorCode(wholePrice)).toBe('purchase.instalment_first_mismatch');
    const cash = await payDeposit(basket.id, [{ type: 'Cash', amount: 2_000 }]);
    expect(errorCode(cash)).toBe('purchase.instalment_plan_card_required');
    const withPlan = await f.api('POST', `/api/admin/baskets/${basket.id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'CreditCard', amount: 2_000, card: card('4242424242424242') }],
      templateDeposit: true,
      paymentPlanId: 1,
    });
    expect(errorCode(withPlan)).toBe('purchase.instalment_deposit_unavailable');

    const sold = await payDeposit(basket.id, [
      { type: 'CreditCard', amount: 2_000, card: card('4242424242424242') },
    ]);
    expect(sold.statusCode, sold.body).toBe(201);
    const orderId = sold.data.id as number;
    expect(sold.data.total).toBe(basket.total);
    const plan = await planOfOrder(f, orderId);
    expect(plan).toMatchObject({ status: 'active', paid: 2_000, due: basket.total - 2_000 });
    expect(plan.instalments.map((i) => [i.amount, i.status, i.dueAt])).toEqual([
      [2_000, 'paid', t.clock.now.toISOString()],
      [basket.total - 2_000, 'due', dueAt],
    ]);
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
    expect(await listed(orderId)).toEqual(expect.objectContaining({ paymentDueAt: dueAt, alerts: [] }));

    // A day before the date the order list says the balance is due soon; nothing is charged yet.
    await t.clock.advance(new Date(dueAt).getTime() - t.clock.now.getTime() - DAY);
    expect((await listed(orderId)).alerts).toEqual(['dueSoon']);
    expect(statuses(await planOfOrder(f, orderId))).toEqual(['paid', 'due']);

    // On the date the queue charges the kept card: paid in full, no alert left.
    const done = await moveUntil(
      DAY,
      () => planOfOrder(f, orderId),
      (p) => p.status === 'completed',
    );
    expect(statuses(done)).toEqual(['paid', 'paid']);
    expect(await listed(orderId)).toMatchObject({ paymentDueAt: null, alerts: [] });
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
  });

  it('a balance the card refuses stays owed and shows past due on the order list', async () => {
    await setDeposit({ amount: 500, dueDaysBeforeEvent: 20 });
    const basket = await basketOf(f, ['C-1']);
    const sold = await payDeposit(basket.id, [
      { type: 'CreditCard', amount: 500, card: card('4242424242424242') },
    ]);
    expect(sold.statusCode, sold.body).toBe(201);
    const orderId = sold.data.id as number;
    const plan = await planOfOrder(f, orderId);
    const changed = await f.api('PUT', `/api/admin/payment-plans/${plan.id}/card`, {
      card: card('4000000000000002'),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const dueAt = new Date(startsAt - 20 * DAY);
    const failed = await moveUntil(
      dueAt.getTime() - t.clock.now.getTime(),
      () => planOfOrder(f, orderId),
      (p) => p.instalments[1]!.status === 'failed',
    );
    expect(failed.instalments[1]).toMatchObject({ failureCode: 'purchase.card_declined' });
    expect(await listed(orderId)).toMatchObject({ paymentDueAt: dueAt.toISOString(), alerts: ['pastDue'] });
  });
});

describe('a saved basket’s payment due date', () => {
  it('is due soon within two days and past due once passed', async () => {
    const basket = await basketOf(f, ['D-1']);
    const paymentDueAt = new Date(t.clock.now.getTime() + 3 * DAY).toISOString();
    const saved = await f.api('POST', `/api/admin/baskets/${basket.id}/save`, {
      name: 'Pays on Friday',
      holdUntil: new Date(t.clock.now.getTime() + 5 * DAY).toISOString(),
      paymentDueAt,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.data.alerts).toEqual([]);
    const alerts = async () => {
      const list = await f.api('GET', '/api/admin/saved-baskets');
      return (list.data as unknown as { id: string; alerts: string[] }[]).find((b) => b.id === basket.id)!
        .alerts;
    };
    await t.clock.advance(2 * DAY);
    expect(await alerts()).toEqual(['dueSoon']);
    await t.clock.advance(2 * DAY);
    expect(await alerts()).toEqual(['pastDue']);
  });
});
