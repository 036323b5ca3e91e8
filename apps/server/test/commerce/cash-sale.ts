import { expect } from 'vitest';
import type { SaleFixture } from './sale-fixture';

let seq = 0;

const inCash = (total: number) => [{ type: 'Cash', amount: total }];

/**
 * Sells these seats of the fixture's event (e.g. "A-1") at the point of sale, paid as given
 * (cash for the total by default), and answers the order. The confirmation is not awaited.
 */
export async function windowSale(
  f: SaleFixture,
  places: string[],
  buyer: Record<string, unknown>,
  pay: (total: number) => object[] = inCash,
): Promise<{ id: number } & Record<string, unknown>> {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const id = open.data.id as string;
  const added = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: places.map((p) => f.seats.get(p)),
  });
  expect(added.statusCode, added.body).toBe(200);
  const paid = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
    idempotencyKey: `window-sale-test-${++seq}-${Date.now()}`,
    buyer,
    payments: pay(added.data.total as number),
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return paid.data as { id: number } & Record<string, unknown>;
}

/** A window sale for cash; answers the order's id (tests of what is mailed wait for it themselves). */
export async function cashSale(
  f: SaleFixture,
  places: string[],
  buyer: Record<string, unknown>,
): Promise<number> {
  return (await windowSale(f, places, buyer)).id;
}
