import { expect } from 'vitest';
import type { SaleFixture } from '../commerce/sale-fixture';
import { createStaffUser, signInAs } from '../factories';
import { call, type TestApp } from '../harness';
import { buyer, card, key } from '../orders/order-fixture';

export const DAY = 86_400_000;

/**
 * The fixture's staff calls through a session signed in again whenever the moved clock ended the
 * last one (these tests move the clock by months).
 */
export function renewingSession(t: TestApp, f: SaleFixture): SaleFixture {
  let token: string | null = null;
  let email: string | null = null;
  const signIn = async () => {
    if (!email) {
      email = (await createStaffUser(t.database.db, { accountId: f.accountId, role: 'Admin' })).email;
    }
    token = await signInAs(t.app, email);
    return token;
  };
  const api: SaleFixture['api'] = async (method, url, payload) => {
    const first = await call(t.app, { method, url, token: token ?? (await signIn()), payload });
    if (first.statusCode !== 401) return first;
    return call(t.app, { method, url, token: await signIn(), payload });
  };
  return { ...f, api };
}

export const monthly = (overrides: Record<string, unknown> = {}) => ({
  name: `Monthly ${Math.random().toString(36).slice(2, 8)}`,
  instalments: 3,
  cadence: { kind: 'interval', every: 1, unit: 'month' },
  deposit: { kind: 'none' },
  channels: ['PointOfSale'],
  eventIds: [],
  ...overrides,
});

export async function createPlan(f: SaleFixture, overrides: Record<string, unknown> = {}) {
  const res = await f.api('POST', '/api/admin/payment-plan-settings', monthly(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.data as { id: number; name: string };
}

/** A box office basket holding these seats of the fixture's event. */
export async function basketOf(f: SaleFixture, places: string[], channel = 'PointOfSale') {
  const open = await f.api('POST', '/api/admin/baskets', { channel });
  expect(open.statusCode, open.body).toBe(201);
  const id = open.data.id as string;
  const added = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: places.map((p) => f.seats.get(p)),
  });
  expect(added.statusCode, added.body).toBe(200);
  return { id, total: added.data.total as number };
}

export type Offered = {
  id: number;
  name: string;
  instalments: { number: number; amount: number; dueAt: string }[];
};

export async function offered(f: SaleFixture, basketId: string): Promise<Offered[]> {
  const res = await f.api('GET', `/api/admin/baskets/${basketId}/payment-plans`);
  expect(res.statusCode, res.body).toBe(200);
  return res.data as unknown as Offered[];
}

/** Checks a basket out under a plan, paying `amount` by this card. */
export function checkoutOnPlan(
  f: SaleFixture,
  basketId: string,
  planId: number,
  amount: number,
  number = '4242424242424242',
  email = buyer.email,
) {
  return f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
    idempotencyKey: key(),
    buyer: { ...buyer, email },
    payments: [{ type: 'CreditCard', amount, card: card(number) }],
    paymentPlanId: planId,
  });
}

export type PlanDetail = {
  id: number;
  orderId: number;
  status: string;
  paid: number;
  due: number;
  failedCount: number;
  card: { brand: string; last4: string };
  instalments: {
    id: number;
    number: number;
    amount: number;
    status: string;
    dueAt: string;
    failureCode: string | null;
  }[];
};

export async function planOfOrder(f: SaleFixture, orderId: number): Promise<PlanDetail> {
  const list = await f.api('GET', '/api/admin/payment-plans');
  expect(list.statusCode, list.body).toBe(200);
  const row = (list.data as unknown as { id: number; orderId: number }[]).find((p) => p.orderId === orderId);
  expect(row, `order ${orderId} has a plan`).toBeDefined();
  const res = await f.api('GET', `/api/admin/payment-plans/${row!.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.data as unknown as PlanDetail;
}
