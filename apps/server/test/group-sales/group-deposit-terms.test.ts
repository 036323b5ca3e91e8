import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { renewingSession } from '../payment-plans/plan-fixture';

/**
 * The event template's deposit (money tab: an amount per seat, the balance due days before the
 * event) is what a quoted group is offered to confirm; without one, a quarter of the total now
 * and the rest in two weeks (decisions/0068).
 */
let t: TestApp;
let f: SaleFixture;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await startTestApp({ movableClock: true, now: new Date('2026-12-01T10:00:00Z') });
  f = renewingSession(t, await saleFixture(t));
});
afterAll(() => t.close());

async function quotedGroup(seats: string[]) {
  const client = await f.api('POST', '/api/admin/group-clients', {
    name: `Choir ${seats.join('')}`,
    contacts: [{ name: 'Mr Lind', email: 'lind@example.test', phone: '' }],
  });
  expect(client.statusCode, client.body).toBe(201);
  const created = await f.api('POST', '/api/admin/group-sale-requests', {
    clientId: client.data.id,
    eventId: f.eventId,
    groupSize: seats.length,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.data.id as number;
  expect(created.data.depositTerms).toBeNull();
  const quoted = await f.api('POST', `/api/admin/group-sale-requests/${id}/quote`, {
    seatIds: seats.map((k) => f.seats.get(k)!),
    holdUntil: new Date(t.clock.now.getTime() + 3 * DAY).toISOString(),
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  return quoted.data as { id: number; total: number; startsAt: string; depositTerms: unknown };
}

const setDeposit = async (deposit: { amount: number; dueDaysBeforeEvent: number } | null) => {
  const res = await f.api('PATCH', `/api/admin/event-templates/${f.templateId}`, { money: { deposit } });
  expect(res.statusCode, res.body).toBe(200);
};

describe('a quoted group’s deposit terms', () => {
  it('without a template deposit: a quarter of the total now, the balance in two weeks', async () => {
    await setDeposit(null);
    const group = await quotedGroup(['C-1', 'C-2']);
    const twoWeeks = t.clock.now.getTime() + 14 * DAY;
    const due = Math.min(twoWeeks, new Date(group.startsAt).getTime());
    expect(group.depositTerms).toEqual({
      deposit: Math.round(group.total / 4),
      balanceDueAt: new Date(due).toISOString(),
    });
  });

  it('with the template’s deposit: its amount per seat, due its days before the event, and confirming with them works', async () => {
    await setDeposit({ amount: 500, dueDaysBeforeEvent: 2 });
    const group = await quotedGroup(['C-3', 'C-4', 'C-5']);
    const start = new Date(group.startsAt).getTime();
    const due = Math.min(Math.max(start - 2 * DAY, t.clock.now.getTime() + DAY), start);
    expect(group.depositTerms).toEqual({ deposit: 1_500, balanceDueAt: new Date(due).toISOString() });

    const terms = group.depositTerms as { deposit: number; balanceDueAt: string };
    const confirmed = await f.api('POST', `/api/admin/group-sale-requests/${group.id}/confirm`, {
      idempotencyKey: `group-deposit-terms-${group.id}`,
      deposit: terms.deposit,
      balanceDueAt: terms.balanceDueAt,
      expectedTotal: group.total,
      buyer: { firstName: 'Anders', lastName: 'Lind', email: 'lind@example.test', phone: '' },
      card: { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.data).toMatchObject({
      status: 'confirmed',
      deposit: 1_500,
      balance: group.total - 1_500,
      balanceDueAt: terms.balanceDueAt,
      depositTerms: null,
    });
  });
});
