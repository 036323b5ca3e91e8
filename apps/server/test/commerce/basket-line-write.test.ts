import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { writeLines, writeLinesLocked } from '@/modules/baskets/basket-line-write.store';
import { startTestApp, type TestApp } from '../harness';
import { type SaleFixture, saleFixture } from './sale-fixture';

/**
 * The line write of an add in one call (decisions/0031): what it refuses under the basket's
 * lock writes nothing, and what it writes comes back with every line of the basket. Adds made
 * at the same moment share one call (decisions/0032), each with its own outcome.
 */
describe('writing an add’s lines in one call', () => {
  let t: TestApp;
  let f: SaleFixture;
  const now = new Date();
  const until = new Date(now.getTime() + 10 * 60_000);

  beforeAll(async () => {
    t = await startTestApp();
    f = await saleFixture(t);
  });
  afterAll(() => t.close());

  const newBasket = async () =>
    (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;
  const seat = (place: string) => {
    const id = f.seats.get(place);
    if (!id) throw new Error(`no seat ${place}`);
    return id;
  };
  const write = (
    basketId: string,
    seats: string[],
    more: { promoCode?: string | null; max?: number; checked?: boolean } = {},
  ) =>
    writeLinesLocked(t.database.db, f.accountId, {
      basketId,
      line: {
        eventId: f.eventId,
        seatIds: seats.map(seat),
        gaReservationId: null,
        areaId: null,
        quantity: seats.length,
        priceTypeId: null,
        promoCode: more.promoCode ?? null,
        maxInBasket: more.max ?? 10,
        checked: more.checked ?? false,
      },
      until,
      now,
    });
  const lineCount = async (basketId: string) =>
    (
      await rows<{ n: number }>(
        t.database.db,
        sql`SELECT count(*)::int AS n FROM basket_items WHERE basket_id = ${basketId}::uuid`,
      )
    )[0]!.n;
  const basketRow = async (basketId: string) =>
    (
      await rows<{ expires_at: Date | null; promo_code: string | null }>(
        t.database.db,
        sql`SELECT expires_at, promo_code FROM baskets WHERE id = ${basketId}::uuid`,
      )
    )[0]!;

  it('writes the lines in seat order, starts the timer and answers every line of the basket', async () => {
    const id = await newBasket();
    const first = await write(id, ['E-2']);
    expect(first.outcome).toBe('written');
    const second = await write(id, ['E-5', 'E-4']);
    if (second.outcome !== 'written') throw new Error(second.outcome);
    expect(second.items.map((i) => `${i.row}-${i.seat}`)).toEqual(['E-2', 'E-4', 'E-5']);
    expect(second.items.every((i) => i.price_level_name === 'Stalls' && i.default_price === 4500)).toBe(true);
    expect(new Date(second.basket.expires_at!).getTime()).toBe(until.getTime());
    expect(new Date((await basketRow(id)).expires_at!).getTime()).toBe(until.getTime());
  });

  it('refuses past the per-order count under the lock and writes nothing', async () => {
    const id = await newBasket();
    expect((await write(id, ['C-1', 'C-2'], { max: 3 })).outcome).toBe('written');
    const over = await write(id, ['C-3', 'C-4'], { max: 3 });
    expect(over).toEqual({ outcome: 'limit', inBasket: 2 });
    expect(await lineCount(id)).toBe(2);
  });

  it('sends a basket whose promotion code changed since the check to the transactional path', async () => {
    const id = await newBasket();
    await t.database.db.execute(sql`UPDATE baskets SET promo_code = 'SPRING' WHERE id = ${id}::uuid`);
    expect(await write(id, ['C-6'])).toEqual({ outcome: 'unchecked' });
    expect(await lineCount(id)).toBe(0);
    expect((await basketRow(id)).expires_at).toBeNull();
    expect((await write(id, ['C-6'], { promoCode: 'SPRING' })).outcome).toBe('written');
    // The transactional path, which checks the code itself under the lock, is not sent back.
    expect((await write(id, ['C-7'], { checked: true })).outcome).toBe('written');
    expect(await lineCount(id)).toBe(2);
  });

  it('refuses a closed basket, a lapsed one and one of another account', async () => {
    const closed = await newBasket();
    await t.database.db.execute(sql`UPDATE baskets SET status = 'abandoned' WHERE id = ${closed}::uuid`);
    expect(await write(closed, ['C-8'])).toEqual({ outcome: 'closed' });
    const lapsed = await newBasket();
    await t.database.db.execute(
      sql`UPDATE baskets SET expires_at = ${new Date(now.getTime() - 1000)} WHERE id = ${lapsed}::uuid`,
    );
    expect(await write(lapsed, ['C-9'])).toEqual({ outcome: 'expired' });
    const mine = await newBasket();
    const foreign = await writeLinesLocked(t.database.db, f.accountId + 1000, {
      basketId: mine,
      line: {
        eventId: f.eventId,
        seatIds: [seat('C-10')],
        gaReservationId: null,
        areaId: null,
        quantity: 1,
        priceTypeId: null,
        promoCode: null,
        maxInBasket: 10,
        checked: false,
      },
      until,
      now,
    });
    expect(foreign).toEqual({ outcome: 'not_found' });
    expect((await lineCount(closed)) + (await lineCount(lapsed)) + (await lineCount(mine))).toBe(0);
  });

  it('writes adds made at the same moment together, each with its own outcome and nothing of a refused one', async () => {
    const [a, b, full, closed, bad] = await Promise.all([1, 2, 3, 4, 5].map(() => newBasket()));
    expect((await write(full!, ['A-1', 'A-2'], { max: 3 })).outcome).toBe('written');
    await t.database.db.execute(sql`UPDATE baskets SET status = 'abandoned' WHERE id = ${closed}::uuid`);
    const line = (seats: string[], more: { max?: number; priceTypeId?: number } = {}) => ({
      eventId: f.eventId,
      seatIds: seats.map(seat),
      gaReservationId: null,
      areaId: null,
      quantity: seats.length,
      priceTypeId: more.priceTypeId ?? null,
      promoCode: null,
      maxInBasket: more.max ?? 10,
      checked: false,
    });
    const grouped = (basketId: string, seats: string[], more: { max?: number; priceTypeId?: number } = {}) =>
      writeLines(t.database.db, f.accountId, { basketId, line: line(seats, more), until, now }).then(
        (value) => value,
        (error: unknown) => ({ outcome: 'failed', error }),
      );
    const answers = await Promise.all([
      grouped(a!, ['A-5', 'A-6']),
      grouped(full!, ['A-3', 'A-4'], { max: 3 }),
      grouped(closed!, ['A-7']),
      // No such price type: the line breaks a foreign key, and only this add fails.
      grouped(bad!, ['A-8'], { priceTypeId: 2_000_000_000 }),
      grouped(b!, ['A-9']),
      grouped(a!, ['A-10']),
    ]);
    expect(answers.map((x) => x.outcome)).toEqual([
      'written',
      'limit',
      'closed',
      'failed',
      'written',
      'written',
    ]);
    expect(answers[1]).toEqual({ outcome: 'limit', inBasket: 2 });
    const failure = (answers[3] as { error: { cause?: { code?: string }; code?: string } }).error;
    expect(failure.cause?.code ?? failure.code).toBe('23503');
    expect(await lineCount(a!)).toBe(3);
    expect(await lineCount(b!)).toBe(1);
    expect(await lineCount(full!)).toBe(2);
    expect((await lineCount(closed!)) + (await lineCount(bad!))).toBe(0);
    const last = answers[5]!;
    if (last.outcome !== 'written' || !('items' in last)) throw new Error(last.outcome);
    expect(last.items.map((i) => `${i.row}-${i.seat}`)).toEqual(['A-5', 'A-6', 'A-10']);
  });

  it('judges and writes a whole group in one call of basket_write_lines_group', async () => {
    const [a, b, full, closed, lapsed, promo] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => newBasket()));
    expect((await write(full!, ['B-1', 'B-2'], { max: 3 })).outcome).toBe('written');
    expect((await write(b!, ['B-3'])).outcome).toBe('written');
    await t.database.db.execute(sql`UPDATE baskets SET status = 'abandoned' WHERE id = ${closed}::uuid`);
    await t.database.db.execute(
      sql`UPDATE baskets SET expires_at = ${new Date(now.getTime() - 1000)} WHERE id = ${lapsed}::uuid`,
    );
    await t.database.db.execute(sql`UPDATE baskets SET promo_code = 'SPRING' WHERE id = ${promo}::uuid`);
    const add = (basket: string, seats: string[], max = 10) => ({
      basket,
      event: f.eventId,
      seatIds: seats.map(seat),
      gaReservation: null,
      gaArea: null,
      quantity: seats.length,
      priceType: null as number | null,
      now: now.toISOString(),
      until: until.toISOString(),
      promoCode: null,
      maxInBasket: max,
    });
    const group = (adds: ReturnType<typeof add>[]) =>
      rows<{
        ord: number;
        outcome: string;
        basket: { expires_at: string } | null;
        items: { row: string; seat: string }[] | null;
        in_basket: number | null;
      }>(
        t.database.db,
        sql`SELECT ord, outcome, basket, items, in_basket FROM basket_write_lines_group(${f.accountId}::int, ${JSON.stringify(adds)}::json)`,
      );
    const answers = await group([
      add(a!, ['B-6', 'B-4']),
      add(full!, ['B-5', 'B-7'], 3),
      add(closed!, ['B-8']),
      add(lapsed!, ['B-9']),
      add(promo!, ['B-10']),
      add(b!, ['D-1']),
    ]);
    expect(answers.map((x) => [x.ord, x.outcome])).toEqual([
      [1, 'written'],
      [2, 'limit'],
      [3, 'closed'],
      [4, 'expired'],
      [5, 'unchecked'],
      [6, 'written'],
    ]);
    expect(answers[1]!.in_basket).toBe(2);
    // Each add's seats in seat order, after what the basket already held.
    expect(answers[0]!.items!.map((i) => `${i.row}-${i.seat}`)).toEqual(['B-4', 'B-6']);
    expect(answers[5]!.items!.map((i) => `${i.row}-${i.seat}`)).toEqual(['B-3', 'D-1']);
    expect(new Date(answers[0]!.basket!.expires_at).getTime()).toBe(until.getTime());
    expect(new Date((await basketRow(a!)).expires_at!).getTime()).toBe(until.getTime());
    expect(await lineCount(full!)).toBe(2);
    expect((await lineCount(closed!)) + (await lineCount(lapsed!)) + (await lineCount(promo!))).toBe(0);
    expect((await basketRow(promo!)).expires_at).toBeNull();

    // One add breaking a key fails alone, in its own subtransaction: the others of the group stay.
    const [c, d] = await Promise.all([newBasket(), newBasket()]);
    const failed = await group([add(c!, ['D-2']), { ...add(d!, ['D-3']), priceType: 2_000_000_000 }]);
    expect(failed.map((x) => x.outcome)).toEqual(['written', 'error']);
    expect(await lineCount(c!)).toBe(1);
    expect(await lineCount(d!)).toBe(0);
    expect((await basketRow(d!)).expires_at).toBeNull();
  });
});
