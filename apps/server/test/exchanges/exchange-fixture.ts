import { expect } from 'vitest';
import type { SaleFixture } from '../commerce/sale-fixture';
import { key } from '../orders/order-fixture';

/** Opens a box-office basket holding these seats of the fixture's event at the price type given. */
export async function basketWith(f: SaleFixture, places: string[], priceTypeId: number | null = null) {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const id = open.data.id as string;
  const added = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: places.map((p) => f.seats.get(p)),
    priceTypeId,
  });
  expect(added.statusCode, added.body).toBe(200);
  return id;
}

/** Sets the template's exchange settings (tab "Exchanges"). */
export async function exchangeSettings(
  f: SaleFixture,
  settings: { exchangeFee?: number; sameOrGreaterValueOnly?: boolean; selfExchange?: boolean },
) {
  const res = await f.api('PATCH', `/api/admin/event-templates/${f.templateId}`, {
    exchanges: { exchangeFee: 0, sameOrGreaterValueOnly: true, selfExchange: false, ...settings },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export const quote = (f: SaleFixture, orderId: number, basketId: string, ticketIds: number[]) =>
  f.api('POST', `/api/admin/orders/${orderId}/exchange/quote`, { basketId, ticketIds });

export const exchange = (f: SaleFixture, orderId: number, body: Record<string, unknown>) =>
  f.api('POST', `/api/admin/orders/${orderId}/exchange`, {
    returnTo: 'open',
    idempotencyKey: key(),
    ...body,
  });
