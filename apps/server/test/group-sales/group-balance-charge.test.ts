import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { planOfOrder, renewingSession } from '../payment-plans/plan-fixture';

/**
 * The automatic balance charge of a group (decisions/0091): when the buyer agrees at
 * confirmation that the deposit's card is kept for it, the job queue charges the balance on its
 * due date through the stored-card charge and the group becomes paid; a refused card leaves it
 * owed and mails the buyer; without the agreement nothing is charged.
 */
let t: TestApp;
let f: SaleFixture;
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const DAY = 86_400_000;

beforeAll(async () => {
  // The job queue runs only as the test moves the clock.
  t = await startTestApp({ movableClock: true, now: new Date('2026-12-01T10:00:00Z'), withSmtp: true });
  f = renewingSession(t, await saleFixture(t));
});
afterAll(() => t.close());

const inDays = (d: number) => new Date(t.clock.now.getTime() + d * DAY).toISOString();
let seq = 0;

/** A group of two quoted and confirmed with a $10.00 deposit, the balance due in ten days. */
async function confirmed(seats: string[], email: string, autoChargeBalance?: boolean) {
  const client = await f.api('POST', '/api/admin/group-clients', { name: `Choir ${++seq}` });
  const request = await f.api('POST', '/api/admin/group-sale-requests', {
    clientId: client.data.id,
    eventId: f.eventId,
    groupSize: seats.length,
  });
  const id = request.data.id as number;
  const quoted = await f.api('POST', `/api/admin/group-sale-requests/${id}/quote`, {
    seatIds: seats.map((s) => f.seats.get(s)!),
    holdUntil: inDays(3),
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const res = await f.api('POST', `/api/admin/group-sale-requests/${id}/confirm`, {
    idempotencyKey: `group-balance-${Date.now()}-${seq}`,
    deposit: 1000,
    balanceDueAt: inDays(10),
    expectedTotal: quoted.data.total,
    buyer: { firstName: 'Grace', lastName: 'Okafor', email },
    card,
    ...(autoChargeBalance === undefined ? {} : { autoChargeBalance }),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.data as { id: number; orderId: number; balance: number; autoChargeBalance: boolean };
}

const view = async (id: number) =>
  (await f.api('GET', `/api/admin/group-sale-requests/${id}`)).data as {
    status: string;
    balance: number;
  };

/** Moves the clock past the due date, then a little at a time until `done` holds. */
async function moveUntil(ms: number, done: () => Promise<boolean>) {
  await t.clock.advance(ms);
  for (let i = 0; i < 400; i++) {
    if (await done()) return;
    await t.clock.advance(2_500);
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('never happened');
}

describe('a group whose buyer agreed to the balance charge', () => {
  it('is charged the balance on its due date by the job queue and becomes paid', async () => {
    const agreed = await confirmed(['A-1', 'A-2'], 'agreed@example.test', true);
    const plain = await confirmed(['A-3', 'A-4'], 'plain@example.test');
    expect(agreed.autoChargeBalance).toBe(true);
    expect(plain.autoChargeBalance).toBe(false);
    expect(agreed.balance).toBeGreaterThan(0);
    // A day before the due date nothing is charged.
    await t.clock.advance(9 * DAY);
    await new Promise((r) => setTimeout(r, 2_500));
    expect(await view(agreed.id)).toMatchObject({ status: 'confirmed', balance: agreed.balance });

    await moveUntil(DAY + 60_000, async () => (await view(agreed.id)).status === 'paid');
    expect(await view(agreed.id)).toMatchObject({ status: 'paid', balance: 0 });
    const plan = await planOfOrder(f, agreed.orderId);
    expect(plan.instalments.map((i) => i.status)).toEqual(['paid', 'paid']);
    // Without the agreement the balance is still owed: staff take it by hand.
    expect(await view(plain.id)).toMatchObject({ status: 'confirmed', balance: plain.balance });
    expect((await planOfOrder(f, plain.orderId)).instalments[1]!.status).toBe('due');
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
  });

  it('stays owed when the kept card is refused, and the buyer is mailed', async () => {
    const email = 'refused-balance@example.test';
    const agreed = await confirmed(['B-1', 'B-2'], email, true);
    const plan = await planOfOrder(f, agreed.orderId);
    const changed = await f.api('PUT', `/api/admin/payment-plans/${plan.id}/card`, {
      card: { ...card, number: '4000000000000002' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await moveUntil(
      10 * DAY + 60_000,
      async () => (await planOfOrder(f, agreed.orderId)).instalments[1]!.status === 'failed',
    );
    expect(await view(agreed.id)).toMatchObject({ status: 'confirmed', balance: agreed.balance });
    let mailed = false;
    for (let i = 0; i < 200 && !mailed; i++) {
      mailed = t.smtp!.received.some((m) => m.to.includes(email) && m.text.includes('installment 2'));
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(mailed).toBe(true);
    // Staff take it by hand with another card: the group is paid.
    await f.api('PUT', `/api/admin/payment-plans/${plan.id}/card`, { card });
    const paid = await f.api('POST', `/api/admin/group-sale-requests/${agreed.id}/pay-balance`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.data.status).toBe('paid');
  });
});
