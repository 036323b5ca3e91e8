import type { OrderBundle, ScanResult } from '@tessera/contract';
import { expect } from 'vitest';
import { confirmationSent } from '../commerce/confirmation';
import type { SaleFixture } from '../commerce/sale-fixture';

export interface SoldTicket {
  id: number;
  barcode: string;
  seatKey: string;
  status: string;
}

let seq = 0;

/** Sells seats of section S1 (e.g. "A-1") for cash and answers the order. */
export async function sell(
  f: SaleFixture,
  places: string[],
  buyer: Record<string, unknown> = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
  priceTypeId: number | null = null,
): Promise<{ id: number; tickets: SoldTicket[]; total: number }> {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const id = open.data.id as string;
  const res = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    priceTypeId,
    seatIds: places.map((p) => f.seats.get(p)),
  });
  expect(res.statusCode, res.body).toBe(200);
  const paid = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
    idempotencyKey: `tickets-test-${++seq}-${places.join('_')}`,
    buyer,
    payments: [{ type: 'Cash', amount: res.data.total as number }],
  });
  expect(paid.statusCode, paid.body).toBe(201);
  await confirmationSent(f.api, paid.data.id as number);
  return paid.data as { id: number; tickets: SoldTicket[]; total: number };
}

type Answer = { data: unknown };
export const bundleOf = (res: Answer) => res.data as OrderBundle;
export const scanOf = (res: Answer) => res.data as ScanResult;
export const errorsOf = (res: Answer) => (res.data as { errors: { code: string; message: string }[] }).errors;
