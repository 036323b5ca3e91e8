import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { type SaleFixture, saleFixture } from './sale-fixture';

let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t, { maxTicketsPerOrder: 6 });
});
afterAll(() => t.close());

async function newBasket(channel = 'PointOfSale') {
  const res = await f.api('POST', '/api/admin/baskets', { channel });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.id as string;
}

const statusOf = async (seatId: number) =>
  (
    await rows<{ status: string }>(t.database.db, sql`SELECT status FROM event_seats WHERE id = ${seatId}`)
  )[0]!.status;

describe('a back-office basket', () => {
  it('reserves chosen seats and prices them with the template’s price types and fees', async () => {
    const id = await newBasket();
    const res = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('A-1'), f.seats.get('A-2')],
    });
    expect(res.statusCode, res.body).toBe(200);
    const basket = res.data as {
      items: { seatKey: string; faceValue: number; total: number; priceLevelName: string }[];
      orderFees: { name: string; amount: number }[];
      total: number;
      expiresAt: string;
    };
    expect(basket.items.map((i) => i.seatKey)).toEqual([`${f.eventId}-S1-A-1`, `${f.eventId}-S1-A-2`]);
    expect(basket.items.map((i) => [i.priceLevelName, i.faceValue, i.total])).toEqual([
      ['Stalls', 4500, 4650],
      ['Stalls', 4500, 4650],
    ]);
    expect(basket.orderFees).toEqual([expect.objectContaining({ name: 'Handling fee', amount: 200 })]);
    expect(basket.total).toBe(4650 * 2 + 200);
    // The template's default basket timer: 15 minutes from the injected clock.
    expect(basket.expiresAt).toBe(new Date(t.clock.now.getTime() + 15 * 60_000).toISOString());
    expect(await statusOf(f.seats.get('A-1')!)).toBe('reserved');
  });

  it('reprices a line when its price type changes', async () => {
    const id = await newBasket();
    const added = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('B-1')],
    });
    const itemId = (added.data.items as { id: number }[])[0]!.id;
    const res = await f.api('PATCH', `/api/admin/baskets/${id}/items/${itemId}`, {
      priceTypeId: f.concessionId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const item = (res.data.items as { faceValue: number; priceTypeName: string }[])[0]!;
    expect(item).toMatchObject({ faceValue: 3600, priceTypeName: 'Concession' });
    expect(res.data.total).toBe(3600 + 150 + 200);
  });

  it('refuses a seat another basket holds, saying it was just taken, and keeps the rest', async () => {
    const first = await newBasket();
    const second = await newBasket();
    await f.api('POST', `/api/admin/baskets/${first}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('C-5')],
    });
    await f.api('POST', `/api/admin/baskets/${second}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('C-8')],
    });
    const res = await f.api('POST', `/api/admin/baskets/${second}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('C-5'), f.seats.get('C-6')],
    });
    expect(res.statusCode).toBe(409);
    expect(res.data.errors).toEqual([
      expect.objectContaining({
        code: 'purchase.seats_just_taken',
        message: 'Those seats were just taken by another buyer. Please choose other seats.',
      }),
    ]);
    const kept = await f.api('GET', `/api/admin/baskets/${second}`);
    expect((kept.data.items as { seatKey: string }[]).map((i) => i.seatKey)).toEqual([`${f.eventId}-S1-C-8`]);
    expect(await statusOf(f.seats.get('C-6')!)).toBe('open');
  });

  it('enforces the template’s tickets-per-order limit across additions', async () => {
    const id = await newBasket();
    await f.api('POST', `/api/admin/baskets/${id}/general-admission`, {
      eventId: f.eventId,
      areaId: f.areaId,
      quantity: 4,
    });
    const res = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('D-1'), f.seats.get('D-2'), f.seats.get('D-3')],
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual([
      expect.objectContaining({
        code: 'purchase.ticket_limit_per_order',
        message: 'You can buy at most 6 tickets for this event in one order.',
      }),
    ]);
    expect(await statusOf(f.seats.get('D-1')!)).toBe('open');
  });

  it('gives seats and places back when their lines are removed', async () => {
    const id = await newBasket();
    await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('E-1')],
    });
    const withGa = await f.api('POST', `/api/admin/baskets/${id}/general-admission`, {
      eventId: f.eventId,
      areaId: f.areaId,
      quantity: 3,
    });
    const items = withGa.data.items as { id: number; kind: string; quantity: number; total: number }[];
    expect(items[1]).toMatchObject({ kind: 'ga', quantity: 3, total: 3 * 4650 });
    const takenBefore = (
      await rows<{ taken: number }>(
        t.database.db,
        sql`SELECT taken FROM event_ga_areas WHERE id = ${f.areaId}`,
      )
    )[0]!.taken;
    await f.api('DELETE', `/api/admin/baskets/${id}/items/${items[1]!.id}`);
    const after = await f.api('DELETE', `/api/admin/baskets/${id}/items/${items[0]!.id}`);
    expect(after.data).toMatchObject({ items: [], total: 0, expiresAt: null });
    expect(await statusOf(f.seats.get('E-1')!)).toBe('open');
    const takenAfter = (
      await rows<{ taken: number }>(
        t.database.db,
        sql`SELECT taken FROM event_ga_areas WHERE id = ${f.areaId}`,
      )
    )[0]!.taken;
    expect(takenAfter).toBe(takenBefore - 3);
  });

  it('refuses a price type of another template, an unknown event and a sales channel the seller may not use', async () => {
    const id = await newBasket();
    const wrongType = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('E-9')],
      priceTypeId: 999_999,
    });
    expect(wrongType.data.errors).toEqual([
      expect.objectContaining({ code: 'purchase.price_type_not_available', field: 'priceTypeId' }),
    ]);
    const unknown = await f.api('POST', `/api/admin/baskets/${id}/seats`, { eventId: 999_999, seatIds: [1] });
    expect(unknown.statusCode).toBe(404);
    expect(await statusOf(f.seats.get('E-9')!)).toBe('open');

    const seller = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'CallCenter' });
    const token = await signInAs(t.app, seller.email);
    const refused = await call(t.app, {
      method: 'POST',
      url: '/api/admin/baskets',
      token,
      payload: { channel: 'PointOfSale' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.data.errors).toEqual([
      expect.objectContaining({ code: 'purchase.channel_not_allowed', field: 'channel' }),
    ]);
    const own = await call(t.app, {
      method: 'POST',
      url: '/api/admin/baskets',
      token,
      payload: { channel: 'CallCenter' },
    });
    expect(own.statusCode).toBe(201);
  });

  it('refuses to sell an event that is not active', async () => {
    await f.api('POST', `/api/admin/events/${f.eventId}/active`, { active: false });
    try {
      const id = await newBasket();
      const res = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
        eventId: f.eventId,
        seatIds: [f.seats.get('E-10')],
      });
      expect(res.data.errors).toEqual([expect.objectContaining({ code: 'purchase.event_not_on_sale' })]);
    } finally {
      await f.api('POST', `/api/admin/events/${f.eventId}/active`, { active: true });
    }
  });
});

describe('a price type tied to a promotion', () => {
  it('is offered only to a basket using that promotion’s code', async () => {
    const promo = await f.api('POST', `/api/admin/event-templates/${f.templateId}/promotions`, {
      name: 'Members',
      code: 'MEMBERS26',
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2027-12-31T00:00:00Z',
      discountKind: 'Percentage',
      discount: 0,
    });
    expect(promo.statusCode, promo.body).toBe(201);
    const type = await f.api('POST', `/api/admin/event-templates/${f.templateId}/price-types`, {
      name: 'Member rate',
      offsetType: 'FlatAmount',
      defaultDiscount: 1000,
      promotionId: promo.data.id,
    });
    expect(type.data).toMatchObject({ name: 'Member rate', promotionId: promo.data.id });
    const foreign = await f.api('POST', `/api/admin/event-templates/${f.templateId}/price-types`, {
      name: 'Nobody',
      offsetType: 'FlatAmount',
      defaultDiscount: 0,
      promotionId: 999_999,
    });
    expect(foreign.data.errors).toEqual([
      expect.objectContaining({ code: 'common.not_found', field: 'promotionId' }),
    ]);

    const id = await newBasket();
    const body = { eventId: f.eventId, seatIds: [f.seats.get('E-5')], priceTypeId: type.data.id };
    const refused = await f.api('POST', `/api/admin/baskets/${id}/seats`, body);
    expect(refused.data.errors).toEqual([
      expect.objectContaining({ code: 'purchase.price_type_not_available', field: 'priceTypeId' }),
    ]);
    expect(await statusOf(f.seats.get('E-5')!)).toBe('open');
    await f.api('PUT', `/api/admin/baskets/${id}/promo-code`, { code: 'MEMBERS26' });
    const added = await f.api('POST', `/api/admin/baskets/${id}/seats`, body);
    expect(added.statusCode, added.body).toBe(200);
    const line = (added.data.items as { faceValue: number; priceTypes: { name: string }[] }[])[0]!;
    expect(line.faceValue).toBe(3500);
    expect(line.priceTypes.map((p) => p.name)).toContain('Member rate');

    // The code cannot be taken away while a line depends on it.
    const removed = await f.api('PUT', `/api/admin/baskets/${id}/promo-code`, { code: null });
    expect(removed.data.errors).toEqual([
      expect.objectContaining({ code: 'purchase.promo_code_in_use', field: 'code' }),
    ]);
    expect((await f.api('GET', `/api/admin/baskets/${id}`)).data.promoCode).toBe('MEMBERS26');
  });
});
