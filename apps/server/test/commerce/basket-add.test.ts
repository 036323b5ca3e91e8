import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { startTestApp, type TestApp } from '../harness';
import { type SaleFixture, saleFixture } from './sale-fixture';

/** The basket add's answer is built from the rows the add read (decisions/0027). */
describe('adding to a basket', () => {
  let t: TestApp;
  let f: SaleFixture;

  beforeAll(async () => {
    t = await startTestApp();
    f = await saleFixture(t);
  });
  afterAll(() => t.close());

  const newBasket = async () =>
    (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;

  it('answers the basket exactly as reading it afterwards shows it', async () => {
    const id = await newBasket();
    await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('B-3')],
    });
    const added = await f.api('POST', `/api/admin/baskets/${id}/general-admission`, {
      eventId: f.eventId,
      areaId: f.areaId,
      quantity: 2,
      priceTypeId: f.concessionId,
    });
    expect(added.statusCode, added.body).toBe(200);
    const read = await f.api('GET', `/api/admin/baskets/${id}`);
    expect(added.data).toEqual(read.data);
    expect((added.data.items as unknown[]).length).toBe(2);
    expect(added.data.expiresAt).not.toBeNull();
  });

  it('prices a new line at a price changed just before, with no stale copy of the old one', async () => {
    const first = await newBasket();
    const before = await f.api('POST', `/api/admin/baskets/${first}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('B-6')],
    });
    expect((before.data.items as { faceValue: number }[])[0]!.faceValue).toBe(4500);
    const changed = await f.api('PUT', `/api/admin/events/${f.eventId}/price-levels/${f.stallsId}`, {
      name: 'Stalls',
      color: '#4c6ef5',
      defaultPrice: 5000,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const second = await newBasket();
    const after = await f.api('POST', `/api/admin/baskets/${second}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('B-8')],
    });
    expect((after.data.items as { faceValue: number }[])[0]!.faceValue).toBe(5000);
  });

  it('takes back the lines and the seat of an add refused after its lines were written', async () => {
    // A price type the event's price table does not price: the lines are written, then the
    // price check refuses them; the basket keeps only what it had and the seat is free again.
    const table = await f.api('POST', `/api/admin/event-templates/${f.templateId}/price-types`, {
      name: 'Members',
      offsetType: 'Table',
    });
    const id = await newBasket();
    const kept = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('D-1')],
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const refused = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('D-3')],
      priceTypeId: table.data.id,
    });
    expect(refused.statusCode).toBe(409);
    expect((refused.data.errors as { code: string }[])[0]!.code).toBe('purchase.no_price_for_type');
    const read = await f.api('GET', `/api/admin/baskets/${id}`);
    expect(read.data).toEqual(kept.data);
    const [seat] = await rows<{ status: string; basket_id: string | null }>(
      t.database.db,
      sql`SELECT status, basket_id FROM event_seats WHERE id = ${f.seats.get('D-3')}`,
    );
    expect(seat).toEqual({ status: 'open', basket_id: null });
  });

  it('refuses an add over the per-order limit with the lines already in the basket, keeping them', async () => {
    const id = await newBasket();
    const first = await f.api('POST', `/api/admin/baskets/${id}/general-admission`, {
      eventId: f.eventId,
      areaId: f.areaId,
      quantity: 8,
    });
    expect(first.statusCode, first.body).toBe(200);
    const over = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('D-5'), f.seats.get('D-6'), f.seats.get('D-7')],
    });
    expect(over.statusCode).toBe(400);
    expect((over.data.errors as { code: string }[])[0]!.code).toBe('purchase.ticket_limit_per_order');
    expect((await f.api('GET', `/api/admin/baskets/${id}`)).data).toEqual(first.data);
    const free = await rows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM event_seats WHERE id IN (${f.seats.get('D-5')}, ${f.seats.get('D-6')}, ${f.seats.get('D-7')})`,
    );
    expect(free.map((r) => r.status)).toEqual(['open', 'open', 'open']);
  });

  it('judges adds made at the same moment each on its own (they are read and written in groups)', async () => {
    const [a, b, c, closed] = await Promise.all([1, 2, 3, 4].map(() => newBasket()));
    await t.database.db.execute(sql`UPDATE baskets SET status = 'abandoned' WHERE id = ${closed}::uuid`);
    const seats = (basketId: string, places: string[], eventId = f.eventId) =>
      f.api('POST', `/api/admin/baskets/${basketId}/seats`, {
        eventId,
        seatIds: places.map((p) => f.seats.get(p)),
      });
    const answers = await Promise.all([
      seats(a!, ['A-1', 'A-2']),
      seats(b!, ['A-3']),
      seats(closed!, ['A-4']),
      seats(c!, ['A-5'], f.eventId + 10_000),
      f.api('POST', `/api/admin/baskets/${c}/general-admission`, {
        eventId: f.eventId,
        areaId: f.areaId,
        quantity: 3,
      }),
      seats(a!, ['A-6']),
      seats(b!, ['A-2']),
    ]);
    const codes = answers.map((r) =>
      r.statusCode === 200 ? 'ok' : (r.data.errors as { code: string }[])[0]!.code,
    );
    // A-2 is wanted by two adds at the same moment: exactly one has it, all or nothing.
    const aWon = codes[0] === 'ok';
    expect([codes[0], codes[6]].sort()).toEqual(['ok', 'purchase.seats_just_taken']);
    expect(codes.slice(1, 6)).toEqual(['ok', 'purchase.basket_closed', 'common.not_found', 'ok', 'ok']);
    const places = async (id: string) =>
      (
        (await f.api('GET', `/api/admin/baskets/${id}`)).data.items as {
          row: string;
          seat: string;
          quantity: number;
        }[]
      )
        .map((i) => `${i.row}-${i.seat}×${i.quantity}`)
        .sort();
    expect(await places(a!)).toEqual(aWon ? ['A-1×1', 'A-2×1', 'A-6×1'] : ['A-6×1']);
    expect(await places(b!)).toEqual(aWon ? ['A-3×1'] : ['A-2×1', 'A-3×1']);
    expect((await f.api('GET', `/api/admin/baskets/${c}`)).data.items).toEqual([
      expect.objectContaining({ quantity: 3 }),
    ]);
    if (!aWon) {
      const [one] = await rows<{ status: string }>(
        t.database.db,
        sql`SELECT status FROM event_seats WHERE id = ${f.seats.get('A-1')}`,
      );
      expect(one).toEqual({ status: 'open' });
    }
    const [free] = await rows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM event_seats WHERE id = ${f.seats.get('A-4')}`,
    );
    expect(free).toEqual({ status: 'open' });
  });
});
