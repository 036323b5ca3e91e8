import { expect } from 'vitest';
import type { SaleFixture } from '../commerce/sale-fixture';
import { buyer, key } from '../orders/order-fixture';

let seq = 0;

/** A customer of the fixture's account, with a unique email. */
export async function newCustomer(f: SaleFixture): Promise<number> {
  const res = await f.api('POST', '/api/admin/customers', {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: `credit-${++seq}-${Date.now()}@example.test`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.id as number;
}

/** A box-office basket holding these seats, for this customer (or none). */
export async function customerBasket(f: SaleFixture, places: string[], customerId: number | null) {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const id = open.data.id as string;
  const added = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: places.map((p) => f.seats.get(p)),
  });
  expect(added.statusCode, added.body).toBe(200);
  if (customerId !== null) {
    const set = await f.api('PUT', `/api/admin/baskets/${id}/customer`, { customerId });
    expect(set.statusCode, set.body).toBe(200);
  }
  return { id, total: added.data.total as number };
}

export const checkoutBasket = (
  f: SaleFixture,
  basketId: string,
  payments: object[],
  idempotencyKey = key(),
) => f.api('POST', `/api/admin/baskets/${basketId}/checkout`, { idempotencyKey, buyer, payments });

/** Sells these seats to the customer (cash), answering the order. */
export async function sellTo(f: SaleFixture, places: string[], customerId: number | null) {
  const basket = await customerBasket(f, places, customerId);
  const res = await checkoutBasket(f, basket.id, [{ type: 'Cash', amount: basket.total }]);
  expect(res.statusCode, res.body).toBe(201);
  return res.data as { id: number; total: number; tickets: { id: number }[]; payments: { id: number }[] };
}

export async function credit(f: SaleFixture, customerId: number) {
  const res = await f.api('GET', `/api/admin/customers/${customerId}/credit`);
  expect(res.statusCode, res.body).toBe(200);
  return res.data as {
    balance: number;
    entries: {
      kind: string;
      amount: number;
      balanceAfter: number;
      orderId: number | null;
      reason: string | null;
      userName: string | null;
    }[];
  };
}

export const adjust = (f: SaleFixture, customerId: number, amount: number, reason = 'Goodwill') =>
  f.api('POST', `/api/admin/customers/${customerId}/credit/adjustments`, { amount, reason });
