import { expect } from 'vitest';
import type { SaleFixture } from './sale-fixture';

let seq = 0;

/**
 * Sells these seats of the fixture's event (e.g. "A-1") at the point of sale for cash and answers
 * the order's id. The confirmation is not awaited: tests of what is mailed wait for it themselves.
 */
export async function cashSale(
  f: SaleFixture,
  places: string[],
  buyer: Record<string, unknown>,
): Promise<number> {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const id = open.data.id as string;
  const added = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: places.map((p) => f.seats.get(p)),
  });
  expect(added.statusCode, added.body).toBe(200);
  const paid = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
    idempotencyKey: `cash-sale-test-${++seq}-${places.join('_')}`,
    buyer,
    payments: [{ type: 'Cash', amount: added.data.total as number }],
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return paid.data.id as number;
}
