import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createSeatedEvent } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { card, errorCode } from '../orders/order-fixture';
import { readMail } from '../tickets/mail-read';
import {
  basketOf,
  checkoutOnPlan,
  createPlan,
  DAY,
  offered,
  type PlanDetail,
  planOfOrder,
  renewingSession,
} from './plan-fixture';

/**
 * Payment plans (decisions/0045): plans set per account, sold at the box office with the first
 * instalment paid by card, later instalments charged by the job queue as the clock reaches their
 * due dates; a refused card fails the instalment, notes it on the order and mails the buyer.
 */
let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  // The job queue runs only as the test moves the clock.
  t = await startTestApp({ movableClock: true, now: new Date(), withSmtp: true });
  f = renewingSession(t, await saleFixture(t));
});
afterAll(() => t.close());

const balanced = async () => expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);

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
const activity = async (orderId: number) => {
  const res = await f.api('GET', `/api/admin/orders/${orderId}/activity`);
  return res.data as unknown as { kind: string; details: Record<string, unknown> }[];
};

describe('payment plan settings', () => {
  it('checks the terms, and lists, changes and deletes plans', async () => {
    const wrongDates = await f.api('POST', '/api/admin/payment-plan-settings', {
      name: 'Dated',
      instalments: 3,
      cadence: { kind: 'dates', dates: ['2030-01-01'] },
      channels: ['PointOfSale'],
    });
    expect(wrongDates.statusCode).toBe(400);
    expect(wrongDates.data.errors).toEqual([
      expect.objectContaining({ code: 'admin.instalment_plan_dates_invalid', field: 'cadence.dates' }),
    ]);
    const unknownEvent = await f.api('POST', '/api/admin/payment-plan-settings', {
      name: 'Unknown event',
      instalments: 2,
      cadence: { kind: 'interval', every: 1, unit: 'month' },
      channels: ['PointOfSale'],
      eventIds: [987_654],
    });
    expect(unknownEvent.data.errors).toEqual([
      expect.objectContaining({ code: 'admin.event_id_not_found', field: 'eventIds.0' }),
    ]);
    const noChannel = await f.api('POST', '/api/admin/payment-plan-settings', {
      name: 'Nowhere',
      instalments: 2,
      cadence: { kind: 'interval', every: 1, unit: 'month' },
      channels: [],
    });
    expect(noChannel.statusCode).toBe(400);

    const plan = await createPlan(f, { name: 'Settings plan' });
    const twice = await f.api('POST', '/api/admin/payment-plan-settings', { ...plan, id: undefined });
    expect(errorCode(twice)).toBe('admin.duplicate_entry');

    const changed = await f.api('PUT', `/api/admin/payment-plan-settings/${plan.id}`, {
      name: 'Settings plan (weekly)',
      instalments: 4,
      cadence: { kind: 'interval', every: 1, unit: 'week' },
      deposit: { kind: 'percent', percent: 40 },
      channels: ['PointOfSale', 'CallCenter'],
      eventIds: [f.eventId],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const listed = await f.api('GET', '/api/admin/payment-plan-settings');
    expect(listed.data).toContainEqual(
      expect.objectContaining({
        id: plan.id,
        name: 'Settings plan (weekly)',
        instalments: 4,
        eventIds: [f.eventId],
      }),
    );
    expect((await f.api('DELETE', `/api/admin/payment-plan-settings/${plan.id}`)).statusCode).toBe(200);
    expect(errorCode(await f.api('DELETE', `/api/admin/payment-plan-settings/${plan.id}`))).toBe(
      'admin.instalment_plan_not_found',
    );
  });

  it('every term changes what a basket is offered', async () => {
    const basket = await basketOf(f, ['C-1']);
    const total = basket.total;
    const now = t.clock.now.getTime();
    const three = await createPlan(f, { name: 'Three monthly' });
    const deposit = await createPlan(f, {
      name: 'Half down, fortnightly',
      instalments: 2,
      cadence: { kind: 'interval', every: 2, unit: 'week' },
      deposit: { kind: 'percent', percent: 50 },
    });
    const fixedAmount = await createPlan(f, {
      name: 'Fixed deposit',
      instalments: 3,
      cadence: { kind: 'interval', every: 10, unit: 'day' },
      deposit: { kind: 'amount', amount: 1000 },
    });
    const dated = await createPlan(f, {
      name: 'On fixed dates',
      instalments: 2,
      cadence: { kind: 'dates', dates: ['2099-06-01'] },
    });
    const passed = await createPlan(f, {
      name: 'Dates passed',
      instalments: 2,
      cadence: { kind: 'dates', dates: ['2020-06-01'] },
    });
    const callCenter = await createPlan(f, { name: 'Call center only', channels: ['CallCenter'] });
    const other = await createSeatedEvent(t.database.db, f.accountId);
    const otherEvent = await createPlan(f, { name: 'Other event only', eventIds: [other.eventId] });
    const thisEvent = await createPlan(f, { name: 'This event only', eventIds: [f.eventId] });

    const plans = new Map((await offered(f, basket.id)).map((p) => [p.id, p]));
    const share = Math.floor(total / 3);
    expect(plans.get(three.id)!.instalments.map((i) => i.amount)).toEqual([total - 2 * share, share, share]);
    expect(new Date(plans.get(three.id)!.instalments[1]!.dueAt).getUTCMonth()).toBe(
      (new Date(now).getUTCMonth() + 1) % 12,
    );
    expect(plans.get(deposit.id)!.instalments).toEqual([
      expect.objectContaining({ amount: Math.floor((total * 50 + 50) / 100) }),
      expect.objectContaining({ dueAt: new Date(now + 14 * DAY).toISOString() }),
    ]);
    expect(plans.get(fixedAmount.id)!.instalments.map((i) => i.amount)[0]).toBe(1000);
    expect(plans.get(fixedAmount.id)!.instalments[2]!.dueAt).toBe(new Date(now + 20 * DAY).toISOString());
    expect(plans.get(dated.id)!.instalments[1]!.dueAt).toBe('2099-06-01T00:00:00.000Z');
    expect(plans.has(passed.id)).toBe(false);
    expect(plans.has(callCenter.id)).toBe(false);
    expect(plans.has(otherEvent.id)).toBe(false);
    expect(plans.has(thisEvent.id)).toBe(true);

    const byPhone = await basketOf(f, ['C-2'], 'CallCenter');
    expect((await offered(f, byPhone.id)).map((p) => p.id)).toContain(callCenter.id);

    // A plan the sale may not use is refused at checkout with the catalogue's message.
    for (const planId of [passed.id, callCenter.id, otherEvent.id]) {
      const res = await checkoutOnPlan(f, basket.id, planId, plans.get(three.id)!.instalments[0]!.amount);
      expect(errorCode(res)).toBe('purchase.instalment_plan_unavailable');
      expect(res.data.errors).toEqual([
        expect.objectContaining({
          message: 'Payment plan validation failed: no payment plan or payment deadlines found.',
        }),
      ]);
    }
    for (const id of [three, deposit, fixedAmount, dated, passed, callCenter, otherEvent, thisEvent].map(
      (p) => p.id,
    )) {
      await f.api('DELETE', `/api/admin/payment-plan-settings/${id}`);
    }
  });
});

describe('a box office sale on a payment plan', () => {
  it('takes exactly the first instalment, by card', async () => {
    const plan = await createPlan(f, { name: 'Checkout rules' });
    const basket = await basketOf(f, ['D-1']);
    const [first] = (await offered(f, basket.id)).find((p) => p.id === plan.id)!.instalments;
    const whole = await checkoutOnPlan(f, basket.id, plan.id, basket.total);
    expect(whole.statusCode).toBe(400);
    expect(whole.data.errors).toEqual([
      expect.objectContaining({
        code: 'purchase.instalment_first_mismatch',
        field: 'payments',
        message: 'Applied payments must equal the first installment of a payment plan.',
      }),
    ]);
    const cash = await f.api('POST', `/api/admin/baskets/${basket.id}/checkout`, {
      idempotencyKey: `plan-cash-${Date.now()}-000000`,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
      payments: [{ type: 'Cash', amount: first!.amount }],
      paymentPlanId: plan.id,
    });
    expect(errorCode(cash)).toBe('purchase.instalment_plan_card_required');
    // Nothing was sold: the basket is still open and can be paid in full.
    const basketNow = await f.api('GET', `/api/admin/baskets/${basket.id}`);
    expect(basketNow.data.status).toBe('open');
  });

  it('keeps the card and the schedule; the job queue charges the next instalment on its date', async () => {
    const plan = await createPlan(f, { name: 'Charged by the queue' });
    const basket = await basketOf(f, ['E-1', 'E-2']);
    const schedule = (await offered(f, basket.id)).find((p) => p.id === plan.id)!.instalments;
    const sold = await checkoutOnPlan(f, basket.id, plan.id, schedule[0]!.amount);
    expect(sold.statusCode, sold.body).toBe(201);
    const orderId = sold.data.id as number;

    const before = await planOfOrder(f, orderId);
    expect(before).toMatchObject({
      status: 'active',
      paid: schedule[0]!.amount,
      card: { brand: 'Visa', last4: '4242' },
    });
    expect(statuses(before)).toEqual(['paid', 'due', 'due']);
    expect(before.instalments.map((i) => i.amount)).toEqual(schedule.map((i) => i.amount));
    await balanced();
    // The processor keeps the card; the order keeps its token only.
    const [kept] = await rows<{ card_token: string }>(
      t.database.db,
      sql`SELECT card_token FROM order_payment_plans WHERE order_id = ${orderId}`,
    );
    expect(kept!.card_token).not.toContain('4242424242424242');

    // A day before the due date nothing is charged.
    await t.clock.advance(new Date(schedule[1]!.dueAt).getTime() - t.clock.now.getTime() - DAY);
    for (let i = 0; i < 5; i++) await t.clock.advance(2_500);
    expect(statuses(await planOfOrder(f, orderId))).toEqual(['paid', 'due', 'due']);

    const after = await moveUntil(
      DAY,
      () => planOfOrder(f, orderId),
      (p) => p.instalments[1]!.status === 'paid',
    );
    expect(statuses(after)).toEqual(['paid', 'paid', 'due']);
    expect(after.paid).toBe(schedule[0]!.amount + schedule[1]!.amount);
    const order = await f.api('GET', `/api/admin/orders/${orderId}`);
    expect((order.data.payments as { type: string; amount: number }[]).map((p) => p.amount)).toEqual([
      schedule[0]!.amount,
      schedule[1]!.amount,
    ]);
    expect(await activity(orderId)).toContainEqual(
      expect.objectContaining({
        kind: 'payment.instalment_paid',
        details: expect.objectContaining({ instalment: 2 }),
      }),
    );
    await balanced();

    // Paying the last one now completes the plan.
    const now = await f.api('POST', `/api/admin/payment-plans/${after.id}/pay-now`);
    expect(now.statusCode, now.body).toBe(200);
    expect(now.data).toMatchObject({ status: 'completed', due: 0 });
    expect(errorCode(await f.api('POST', `/api/admin/payment-plans/${after.id}/pay-now`))).toBe(
      'admin.instalment_plan_inactive',
    );
    await balanced();
  });

  it('a refused instalment fails, shows on the order and is mailed to the buyer; another card pays it', async () => {
    const plan = await createPlan(f, { name: 'Declined later', instalments: 2 });
    const basket = await basketOf(f, ['A-1']);
    const schedule = (await offered(f, basket.id)).find((p) => p.id === plan.id)!.instalments;
    const email = 'grace.plans@example.test';
    const sold = await checkoutOnPlan(f, basket.id, plan.id, schedule[0]!.amount, '4242424242424242', email);
    expect(sold.statusCode, sold.body).toBe(201);
    const orderId = sold.data.id as number;
    const detail = await planOfOrder(f, orderId);

    const changed = await f.api('PUT', `/api/admin/payment-plans/${detail.id}/card`, {
      card: card('4000000000000002'),
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.data.card).toEqual({ brand: 'Visa', last4: '0002' });
    const badCard = await f.api('PUT', `/api/admin/payment-plans/${detail.id}/card`, {
      card: { ...card('4242424242424242'), cvc: '1' },
    });
    expect(badCard.data.errors).toEqual([
      expect.objectContaining({ code: 'purchase.card_cvc_invalid', field: 'card.cvc' }),
    ]);

    const failed = await moveUntil(
      new Date(schedule[1]!.dueAt).getTime() - t.clock.now.getTime(),
      () => planOfOrder(f, orderId),
      (p) => p.instalments[1]!.status === 'failed',
    );
    expect(failed.instalments[1]).toMatchObject({ status: 'failed', failureCode: 'purchase.card_declined' });
    expect(failed).toMatchObject({ status: 'active', failedCount: 1, due: schedule[1]!.amount });
    expect(await activity(orderId)).toContainEqual(
      expect.objectContaining({
        kind: 'payment.instalment_failed',
        details: expect.objectContaining({ instalment: 2, code: 'purchase.card_declined' }),
      }),
    );
    let received: string | undefined;
    for (let i = 0; i < 200 && !received; i++) {
      received = t.smtp!.received.find((m) => m.to.includes(email) && m.text.includes('installment 2'))?.raw;
      await new Promise((r) => setTimeout(r, 20));
    }
    const mail = await readMail(received ?? '');
    expect(mail.subject).toContain(`installment 2 of order ${orderId} failed`);
    expect(mail.text).toContain('the card was declined');
    await balanced();

    // Staff pay it now: the stored decline card is refused again, a good card pays it.
    expect(errorCode(await f.api('POST', `/api/admin/payment-plans/${detail.id}/pay-now`))).toBe(
      'purchase.card_declined',
    );
    await f.api('PUT', `/api/admin/payment-plans/${detail.id}/card`, { card: card('5555555555554444') });
    const paid = await f.api('POST', `/api/admin/payment-plans/${detail.id}/pay-now`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.data).toMatchObject({ status: 'completed', failedCount: 0 });
    await balanced();
  });

  it('a cancelled plan charges nothing more', async () => {
    const plan = await createPlan(f, { name: 'Cancelled', instalments: 2 });
    const basket = await basketOf(f, ['B-1']);
    const schedule = (await offered(f, basket.id)).find((p) => p.id === plan.id)!.instalments;
    const sold = await checkoutOnPlan(f, basket.id, plan.id, schedule[0]!.amount);
    const detail = await planOfOrder(f, sold.data.id as number);
    const cancelled = await f.api('POST', `/api/admin/payment-plans/${detail.id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(statuses(cancelled.data as unknown as PlanDetail)).toEqual(['paid', 'cancelled']);
    expect(errorCode(await f.api('POST', `/api/admin/payment-plans/${detail.id}/cancel`))).toBe(
      'admin.instalment_plan_inactive',
    );
    await t.clock.advance(new Date(schedule[1]!.dueAt).getTime() - t.clock.now.getTime() + DAY);
    for (let i = 0; i < 5; i++) {
      await t.clock.advance(2_500);
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(statuses(await planOfOrder(f, sold.data.id as number))).toEqual(['paid', 'cancelled']);
    expect((await f.api('GET', `/api/admin/orders/${sold.data.id}`)).data.payments).toHaveLength(1);
    await balanced();
  });
});
