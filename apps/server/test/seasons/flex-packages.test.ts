import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { startTestApp, type TestApp } from '../harness';
import { buyer, errorCode, key } from '../orders/order-fixture';
import { checkoutOnPlan, createPlan, offered, planOfOrder } from '../payment-plans/plan-fixture';
import { ok, placeIn, type SeasonFixture, seasonFixture } from './season-fixture';

/**
 * Flex (choose-N) season packages (decisions/0108): a package of a season of three events
 * where the buyer chooses two; the same place is taken in the chosen events only, all or
 * nothing, sold for cash at the box office as one line and one order.
 */
let t: TestApp;
let f: SeasonFixture;
let flexId: number;

beforeAll(async () => {
  t = await startTestApp();
  f = await seasonFixture(t);
});
afterAll(() => t.close());

const openBasket = async () =>
  (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;

const statusesAt = async (place: string) => {
  const list = await rows<{ status: string }>(
    t.database.db,
    sql`SELECT status FROM event_seats WHERE id = ANY(${sql.param(placeIn(f, place))}::bigint[]) ORDER BY event_id`,
  );
  return list.map((r) => r.status);
};

const flexBody = (over: Record<string, unknown> = {}) => ({
  seasonId: f.seasonId,
  name: 'Any two of spring',
  kind: 'flex',
  chooseCount: 2,
  prices: [{ priceTypeId: f.fullId, price: 8001 }],
  ...over,
});

const addFlex = (basketId: string, place: string, eventIds: number[] | undefined, packageId = flexId) =>
  f.api('POST', `/api/admin/baskets/${basketId}/season-packages`, {
    packageId,
    seatIds: [f.seats.get(place)],
    priceTypeId: f.fullId,
    ...(eventIds ? { eventIds } : {}),
  });

describe('setting up a flex package', () => {
  it('refuses a count of events the season cannot give, or a count on a fixed package, adding nothing', async () => {
    for (const over of [{ chooseCount: 4 }, { chooseCount: null }, { kind: 'fixed', chooseCount: 2 }]) {
      const res = await f.api('POST', '/api/admin/season-packages', flexBody(over));
      expect(res.statusCode, res.body).toBe(400);
      expect(errorCode(res)).toBe('admin.season_package_choose_count');
    }
    const list = ok(await f.api('GET', '/api/admin/season-packages')) as unknown as unknown[];
    expect(list).toHaveLength(1);
  });

  it('saves a flex package choosing two of the season’s three events', async () => {
    const made = ok(await f.api('POST', '/api/admin/season-packages', flexBody()));
    flexId = made.id;
    expect(made).toMatchObject({ kind: 'flex', chooseCount: 2 });
    const selling = ok(await f.api('GET', '/api/admin/sell/season-packages')) as unknown as {
      id: number;
      chooseCount: number | null;
      events: unknown[];
    }[];
    expect(selling.find((p) => p.id === flexId)).toMatchObject({ chooseCount: 2 });
    expect(selling.find((p) => p.id === flexId)!.events).toHaveLength(3);
  });
});

describe('selling a flex package for cash at the box office', () => {
  it('refuses a choice of the wrong size, of another event, or a choice on a fixed package, taking no seat', async () => {
    const basketId = await openBasket();
    const [a, b, c] = f.eventIds as [number, number, number];
    for (const chosen of [undefined, [a], [a, b, c], [a, a], [a, 999_999]]) {
      const res = await addFlex(basketId, 'E-1', chosen);
      expect(res.statusCode, res.body).toBe(400);
      expect(errorCode(res)).toBe('purchase.season_package_events');
    }
    const fixed = await addFlex(basketId, 'E-1', [a, c], f.packageId);
    expect(errorCode(fixed)).toBe('purchase.season_package_events');
    expect(await statusesAt('E-1')).toEqual(['open', 'open', 'open']);
  });

  it('takes the same seat in the two chosen events only, and sells them as one order', async () => {
    const [a, , c] = f.eventIds as [number, number, number];
    const basketId = await openBasket();
    const added = await addFlex(basketId, 'E-2', [c, a]);
    expect(added.statusCode, added.body).toBe(200);
    const basket = added.data as unknown as {
      total: number;
      items: { eventId: number; faceValue: number; packageLineId: number | null }[];
      packages: { id: number; name: string; row: string; seat: string }[];
    };
    expect(basket.packages).toEqual([
      expect.objectContaining({ name: 'Any two of spring', row: 'E', seat: '2' }),
    ]);
    expect(basket.items.map((i) => i.eventId).sort()).toEqual([a, c].sort());
    // $80.01 over two events: the odd cent to the first part.
    expect(basket.items.map((i) => i.faceValue).sort()).toEqual([4000, 4001]);
    expect(await statusesAt('E-2')).toEqual(['reserved', 'open', 'reserved']);
    const paid = await f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'Cash', amount: basket.total }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect((paid.data.tickets as unknown[]).length).toBe(2);
    expect(await statusesAt('E-2')).toEqual(['sold', 'open', 'sold']);
  });

  it('refuses the whole flex package when the seat is taken in one chosen event, and keeps nothing', async () => {
    const [a, , c] = f.eventIds as [number, number, number];
    const single = await openBasket();
    const taken = await f.api('POST', `/api/admin/baskets/${single}/seats`, {
      eventId: c,
      seatIds: [f.seatsOf.get(c)!.get('E-3')],
    });
    expect(taken.statusCode, taken.body).toBe(200);
    const basketId = await openBasket();
    const refused = await addFlex(basketId, 'E-3', [a, c]);
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('purchase.season_package_seat_taken');
    expect(await statusesAt('E-3')).toEqual(['open', 'open', 'reserved']);
    // Chosen around the taken event, the same place sells.
    const around = await addFlex(basketId, 'E-3', [a, f.eventIds[1]!]);
    expect(around.statusCode, around.body).toBe(200);
    expect(await statusesAt('E-3')).toEqual(['reserved', 'reserved', 'reserved']);
  });
});

describe('a flex package on a payment plan at the box office', () => {
  it('takes the first instalment by card now and schedules the rest; the seats are sold in the chosen events', async () => {
    const [a, b] = f.eventIds as [number, number, number];
    const plan = await createPlan(f, { instalments: 3 });
    const basketId = await openBasket();
    const added = await addFlex(basketId, 'E-4', [a, b]);
    expect(added.statusCode, added.body).toBe(200);
    const total = added.data.total as number;
    const mine = (await offered(f, basketId)).find((p) => p.id === plan.id);
    expect(mine, 'the plan is offered for the package').toBeDefined();
    expect(mine!.instalments.reduce((sum, i) => sum + i.amount, 0)).toBe(total);
    const first = mine!.instalments[0]!.amount;
    expect(first).toBeLessThan(total);

    const paid = await checkoutOnPlan(f, basketId, plan.id, first);
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await statusesAt('E-4')).toEqual(['sold', 'sold', 'open']);
    const schedule = await planOfOrder(f, paid.data.id as number);
    expect(schedule.instalments.map((i) => [i.amount, i.status])).toEqual(
      mine!.instalments.map((i, n) => [i.amount, n === 0 ? 'paid' : 'due']),
    );
    expect(schedule.due).toBe(total - first);
  });
});
