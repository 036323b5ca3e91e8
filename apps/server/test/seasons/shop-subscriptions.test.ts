import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { registeredCustomer } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { errorCode, key } from '../orders/order-fixture';
import { createPlan, type PlanDetail } from '../payment-plans/plan-fixture';
import { approveCard, withShownTotal } from '../shop/shop-client';
import { ok, type SeasonFixture, seasonFixture } from './season-fixture';

/**
 * The shop's /subscriptions (decisions/0111): a signed-in customer lists the packages on sale,
 * puts a flex package (events chosen, seat picked) or a fixed one (best available) into the
 * basket, and pays by a card they agree to keep, which lands in their stored cards; the package
 * shows in their season-packages tab.
 */
let t: TestApp;
let f: SeasonFixture;
let flexId: number;
const EMAIL = `shop.subscriber.${Date.now()}@example.test`;
const cookies: Record<string, string> = {};
let session: string;

type Pkg = { id: number; name: string; kind: string; chooseCount: number | null; events: { id: number }[] };
type Line = { id: number; name: string; section: string; row: string; seat: string };
type Added = { packages: Line[]; items: { packageLineId: number | null }[] };
const partsOf = (basket: Added, line: Line) => basket.items.filter((i) => i.packageLineId === line.id);

const send = async (method: 'GET' | 'POST', url: string, payload?: object, signedIn = true) => {
  const request = (m: typeof method, u: string, p?: object) =>
    call(t.app, {
      method: m,
      url: u,
      payload: p,
      headers: { host: 'localhost' },
      cookies: { ...cookies, ...(signedIn ? { tessera_shop_session: session } : {}) },
    });
  const res = await request(method, url, await withShownTotal(request, method, url, payload));
  for (const c of res.cookies) if (c.name === 'tessera_basket' && c.value) cookies[c.name] = c.value;
  return res;
};

const statusOf = async (ids: number[]) =>
  (
    await rows<{ status: string }>(
      t.database.db,
      sql`SELECT status FROM event_seats WHERE id = ANY(${sql.param(ids)}::bigint[]) ORDER BY event_id`,
    )
  ).map((r) => r.status);

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true });
  f = await seasonFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
  flexId = ok(
    await f.api('POST', '/api/admin/season-packages', {
      seasonId: f.seasonId,
      name: 'Pick two',
      kind: 'flex',
      chooseCount: 2,
      prices: [{ priceTypeId: f.fullId, price: 8000 }],
    }),
  ).id;
  session = await registeredCustomer(t, EMAIL);
}, 240_000);
afterAll(() => t.close());

describe('the shop’s /subscriptions', () => {
  it('lists the packages on sale to a signed-in customer only', async () => {
    const anonymous = await send('GET', '/api/shop/subscriptions', undefined, false);
    expect(anonymous.statusCode).toBe(401);
    const list = await send('GET', '/api/shop/subscriptions');
    expect(list.statusCode, list.body).toBe(200);
    const packages = list.data as unknown as Pkg[];
    expect(packages.map((p) => [p.name, p.kind, p.chooseCount, p.events.length])).toEqual([
      ['Full spring', 'fixed', null, 3],
      ['Pick two', 'flex', 2, 3],
    ]);
  });

  it('sells a flex package for the chosen events and seat, paid by a card the customer keeps', async () => {
    const [, second, third] = f.eventIds as [number, number, number];
    const place = (e: number) => f.seatsOf.get(e)!.get('D-5')!;
    const wrong = await send('POST', `/api/shop/subscriptions/${flexId}/basket`, {
      priceTypeId: f.fullId,
      seatIds: [place(second)],
      eventIds: [second],
    });
    expect(errorCode(wrong)).toBe('purchase.season_package_events');
    const added = await send('POST', `/api/shop/subscriptions/${flexId}/basket`, {
      priceTypeId: f.fullId,
      seatIds: [place(second)],
      eventIds: [third, second],
    });
    expect(added.statusCode, added.body).toBe(200);
    const basket = added.data.basket as unknown as Added;
    const lines = basket.packages;
    expect(lines).toEqual([expect.objectContaining({ name: 'Pick two', row: 'D', seat: '5' })]);
    expect(partsOf(basket, lines[0]!)).toHaveLength(2);
    // Not the event left out.
    expect(await statusOf([place(f.eventIds[0]!)])).toEqual(['open']);

    const order = {
      buyer: { title: 'Ms', firstName: 'Ada', lastName: 'Lovelace', email: EMAIL },
      card: approveCard,
    };
    const unsaved = await send('POST', '/api/shop/basket/checkout', { idempotencyKey: key(), ...order });
    expect(unsaved.statusCode).toBe(400);
    expect(errorCode(unsaved)).toBe('purchase.season_package_card_required');
    expect((unsaved.data.errors as { message: string }[])[0]!.message).toBe(
      'Season ticket purchases require a saved card and authorization to save it.',
    );
    expect((await send('GET', '/api/shop/account/payment-methods')).data).toEqual([]);
    const paid = await send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: key(),
      ...order,
      keepCard: true,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await statusOf([place(second), place(third)])).toEqual(['sold', 'sold']);

    const cards = (await send('GET', '/api/shop/account/payment-methods')).data as unknown as {
      last4: string;
    }[];
    expect(cards).toEqual([expect.objectContaining({ last4: '4242' })]);
    const mine = (await send('GET', '/api/shop/account/season-packages')).data as unknown as {
      packageName: string;
      row: string;
      seat: string;
      tickets: { eventId: number }[];
    }[];
    expect(mine).toEqual([expect.objectContaining({ packageName: 'Pick two', row: 'D', seat: '5' })]);
    expect(mine[0]!.tickets.map((x) => x.eventId).sort()).toEqual([second, third].sort());
  });

  it('finds the best place open in every event of a fixed package', async () => {
    // The best seat of the first event is sold in another event: the next place is taken.
    const best = (await send('POST', `/api/shop/events/${f.eventIds[0]}/best-seats`, { quantity: 1 }))
      .data as unknown as { seats: { id: number; row: string; seat: string }[] };
    const bestPlace = `${best.seats[0]!.row}-${best.seats[0]!.seat}`;
    const other = ok(await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' }))
      .id as unknown as string;
    ok(
      await f.api('POST', `/api/admin/baskets/${other}/seats`, {
        eventId: f.eventIds[2],
        seatIds: [f.seatsOf.get(f.eventIds[2]!)!.get(bestPlace)],
      }),
    );
    const added = await send('POST', `/api/shop/subscriptions/${f.packageId}/basket`, {
      priceTypeId: f.fullId,
    });
    expect(added.statusCode, added.body).toBe(200);
    const basket = added.data.basket as unknown as Added;
    const lines = basket.packages.filter((l) => l.name === 'Full spring');
    expect(lines).toHaveLength(1);
    expect(`${lines[0]!.row}-${lines[0]!.seat}`).not.toBe(bestPlace);
    expect(partsOf(basket, lines[0]!)).toHaveLength(3);
  });
  it('sells the package in the basket on a payment plan: the first instalment now, the card kept for the plan', async () => {
    const plan = await createPlan(f, { instalments: 2, channels: ['Web'] });
    const offered = await send('GET', '/api/shop/basket/payment-plans');
    expect(offered.statusCode, offered.body).toBe(200);
    const mine = (offered.data as unknown as { id: number; instalments: { amount: number }[] }[]).find(
      (p) => p.id === plan.id,
    );
    expect(mine, offered.body).toBeDefined();
    const basket = (await send('GET', '/api/shop/basket')).data.basket as unknown as Added & {
      total: number;
    };
    const [line] = basket.packages.filter((l) => l.name === 'Full spring');
    expect(mine!.instalments.reduce((sum, i) => sum + i.amount, 0)).toBe(basket.total);
    const order = {
      buyer: { title: 'Ms', firstName: 'Ada', lastName: 'Lovelace', email: EMAIL },
      card: approveCard,
      paymentPlanId: plan.id,
    };
    // A plan charges its card later, and a season package keeps one: without the buyer's
    // consent to keep it, nothing is sold.
    const unsaved = await send('POST', '/api/shop/basket/checkout', { idempotencyKey: key(), ...order });
    expect(errorCode(unsaved)).toBe('purchase.season_package_card_required');
    const paid = await send('POST', '/api/shop/basket/checkout', {
      idempotencyKey: key(),
      ...order,
      keepCard: true,
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const orderId = paid.data.id as number;
    expect(paid.data.total).toBe(basket.total);

    const plans = (await send('GET', '/api/shop/account/payment-plans')).data as unknown as PlanDetail[];
    const shown = plans.find((p) => p.orderId === orderId);
    expect(shown?.instalments.map((i) => [i.amount, i.status])).toEqual(
      mine!.instalments.map((i, n) => [i.amount, n === 0 ? 'paid' : 'due']),
    );
    const held = (await send('GET', '/api/shop/account/season-packages')).data as unknown as {
      packageName: string;
      row: string;
      seat: string;
    }[];
    expect(held).toContainEqual(
      expect.objectContaining({ packageName: 'Full spring', row: line!.row, seat: line!.seat }),
    );
  });
});
