import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { rows } from '@/db/sql';
import type { SaleFixture } from '../commerce/sale-fixture';
import type { TestApp } from '../harness';
import { buyer, shopBrowser } from '../shop/shop-client';

export const DAY = 86_400_000;
let n = 0;
export const newKey = () => `invoice-test-${Date.now()}-${++n}`;

export async function setTerms(
  f: SaleFixture,
  terms: { enabled: boolean; dueDays: number; reminderDays: number },
) {
  const res = await f.api('PUT', '/api/admin/invoice-settings', terms);
  expect(res.statusCode, res.body).toBe(200);
}

/** A shop buyer takes these seats and checks out paying later by invoice. */
export async function buyOnInvoice(t: TestApp, f: SaleFixture, places: string[], extra: object = {}) {
  const b = shopBrowser(t.app);
  const added = await b.send('POST', '/api/shop/basket/seats', {
    eventId: f.eventId,
    seatIds: places.map((p) => f.seats.get(p)),
  });
  expect(added.statusCode, added.body).toBe(200);
  const res = await b.send('POST', '/api/shop/basket/checkout', {
    idempotencyKey: newKey(),
    buyer,
    payByInvoice: true,
    termsAccepted: true,
    ...extra,
  });
  return { b, res };
}

/** The invoice id and token from the invoice page's path the checkout answered. */
export function linkOf(path: string) {
  const url = new URL(path, 'http://localhost');
  expect(url.pathname).toBe('/shop/checkout/invoice');
  return { invoiceId: url.searchParams.get('invoice')!, token: url.searchParams.get('token')! };
}

export async function seatStatuses(t: TestApp, f: SaleFixture, places: string[]) {
  const ids = places.map((p) => f.seats.get(p)!);
  const list = await rows<{ id: number; status: string }>(
    t.database.db,
    sql`SELECT id, status FROM event_seats WHERE id = ANY(${sql.param(ids)}) ORDER BY id`,
  );
  return list.map((r) => r.status);
}

export const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
