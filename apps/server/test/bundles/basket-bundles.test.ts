import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { buyer, errorCode, key } from '../orders/order-fixture';
import { shopBrowser } from '../shop/shop-client';
import { type BundleFixture, bundleFixture, rowBStatuses } from './bundle-fixture';

/**
 * Template packages and event plans in both baskets (decisions/0112): one line with its parts,
 * priced by the one engine, taken all or nothing, removed, voided and refunded as one; a
 * package-only level refused on its own.
 */
let t: TestApp;
let f: BundleFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await bundleFixture(t);
});
afterAll(() => t.close());

type BasketView = {
  id: string;
  total: number;
  items: { id: number; eventId: number; faceValue: number; total: number; bundleLineId: number | null }[];
  products: { id: number; quantity: number; unitPrice: number; total: number; bundleLineId: number | null }[];
  bundles: { id: number; kind: string; name: string; total: number }[];
};

const openBasket = async () =>
  (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;
const addPackage = (basketId: string) =>
  f.api('POST', `/api/admin/baskets/${basketId}/template-packages`, {
    packageId: f.packageId,
    eventId: f.eventId,
  });
const programmeStock = async () => {
  const [row] = await rows<{ reserved: number; sold: number }>(
    t.database.db,
    sql`SELECT v.reserved, v.sold FROM product_variants v WHERE v.product_id = ${f.programmeId}`,
  );
  return row!;
};

describe('a template package in the box office basket', () => {
  it('is offered with its event, with what it includes and its price', async () => {
    const res = await f.api('GET', `/api/admin/sell/events/${f.eventId}/bundles`);
    expect(res.statusCode, res.body).toBe(200);
    expect((res.data as unknown as { packages: unknown[] }).packages).toEqual([
      expect.objectContaining({
        name: 'Dinner and a show',
        price: 10000,
        items: [
          { kind: 'PriceLevel', name: 'Patron', quantity: 2 },
          { kind: 'Product', name: 'Programme', quantity: 2 },
        ],
      }),
    ]);
  });

  it('refuses a package-only seat sold on its own, with the catalogue error', async () => {
    const basketId = await openBasket();
    const patronSeat = [...f.seats.entries()].find(([p]) => p.startsWith('B-'))![1];
    const alone = await f.api('POST', `/api/admin/baskets/${basketId}/seats`, {
      eventId: f.eventId,
      priceTypeId: null,
      seatIds: [patronSeat],
    });
    expect(alone.statusCode).toBe(409);
    expect(errorCode(alone)).toBe('purchase.season_package_only');
    expect((await rowBStatuses(t, f)).every((s) => s === 'open')).toBe(true);
  });

  it('sells as one line: two Patron seats and two programmes priced by the package, removed as one', async () => {
    const basketId = await openBasket();
    const res = await addPackage(basketId);
    expect(res.statusCode, res.body).toBe(200);
    const basket = res.data as unknown as BasketView;
    expect(basket.bundles).toHaveLength(1);
    const line = basket.bundles[0]!;
    expect(line).toMatchObject({ kind: 'templatePackage', name: 'Dinner and a show' });
    // $100.00 split by value ($90.00 of tickets, $30.00 of programmes): $75.00 and $25.00.
    const parts = basket.items.filter((i) => i.bundleLineId === line.id);
    expect(parts.map((p) => p.faceValue)).toEqual([3750, 3750]);
    const products = basket.products.filter((p) => p.bundleLineId === line.id);
    expect(products.map((p) => [p.quantity, p.unitPrice])).toEqual([[2, 1250]]);
    // The booking fee ($1.50 a ticket) is the engine's, as for any ticket.
    expect(line.total).toBe(7500 + 2 * 150 + 2500);
    expect((await rowBStatuses(t, f)).filter((s) => s === 'reserved')).toHaveLength(2);
    expect((await programmeStock()).reserved).toBe(2);

    const changed = await f.api('PATCH', `/api/admin/baskets/${basketId}/items/${parts[0]!.id}`, {
      priceTypeId: f.concessionId,
    });
    expect(errorCode(changed)).toBe('purchase.bundle_part');
    const removed = await f.api('DELETE', `/api/admin/baskets/${basketId}/items/${parts[1]!.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    const after = removed.data as unknown as BasketView;
    expect(after.items).toHaveLength(0);
    expect(after.products).toHaveLength(0);
    expect(after.bundles).toHaveLength(0);
    expect((await rowBStatuses(t, f)).every((s) => s === 'open')).toBe(true);
    expect((await programmeStock()).reserved).toBe(0);
  });

  it('checks out as one order with the parts grouped, refuses voiding a part alone, voids and refunds it as one', async () => {
    const basketId = await openBasket();
    const basket = (await addPackage(basketId)).data as unknown as BasketView;
    const paid = await f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'Cash', amount: basket.total }],
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const orderId = paid.data.id as number;
    const tickets = paid.data.tickets as { id: number; bundleLineId: number | null; total: number }[];
    const products = paid.data.products as { id: number; bundleLineId: number | null; total: number }[];
    const bundleId = basket.bundles[0]!.id;
    expect(tickets.map((x) => x.bundleLineId)).toEqual([bundleId, bundleId]);
    expect(products.map((x) => x.bundleLineId)).toEqual([bundleId]);
    expect((await rowBStatuses(t, f)).filter((s) => s === 'sold')).toHaveLength(2);

    const alone = await f.api('POST', `/api/admin/orders/${orderId}/void`, {
      ticketIds: [tickets[0]!.id],
      returnTo: 'open',
    });
    expect(alone.statusCode).toBe(409);
    expect(errorCode(alone)).toBe('admin.bundle_part_alone');
    const ticketsOnly = await f.api('POST', `/api/admin/orders/${orderId}/void`, {
      ticketIds: tickets.map((x) => x.id),
      returnTo: 'open',
    });
    expect(errorCode(ticketsOnly)).toBe('admin.bundle_part_alone');
    const productAlone = await f.api('POST', `/api/admin/orders/${orderId}/void-products`, {
      productItemIds: [products[0]!.id],
    });
    expect(errorCode(productAlone)).toBe('admin.bundle_part_alone');
    expect((await rowBStatuses(t, f)).filter((s) => s === 'sold')).toHaveLength(2);

    const whole = await f.api('POST', `/api/admin/orders/${orderId}/void`, {
      ticketIds: tickets.map((x) => x.id),
      productItemIds: products.map((x) => x.id),
      returnTo: 'open',
    });
    expect(whole.statusCode, whole.body).toBe(200);
    expect((whole.data.tickets as { status: string }[]).map((x) => x.status)).toEqual(['voided', 'voided']);
    expect((whole.data.products as { status: string }[]).map((x) => x.status)).toEqual(['voided']);
    expect((await rowBStatuses(t, f)).every((s) => s === 'open')).toBe(true);
    const stock = await programmeStock();
    expect(stock.sold).toBe(0);

    const activity = (await f.api('GET', `/api/admin/orders/${orderId}/activity`)).data as unknown as {
      kind: string;
      details: Record<string, unknown>;
    }[];
    const partsValue = basket.bundles[0]!.total;
    expect(activity.find((a) => a.kind === 'bundle.sold')?.details).toMatchObject({
      name: 'Dinner and a show',
      bundleKind: 'templatePackage',
    });
    expect(activity.find((a) => a.kind === 'bundle.voided')?.details).toMatchObject({
      name: 'Dinner and a show',
      parts: 3,
      amount: partsValue,
    });
    const refunded = activity.filter((a) => a.kind === 'payment.refunded');
    expect(refunded.reduce((s, a) => s + Number(a.details.amount), 0)).toBe(basket.total);
  });

  it('is refused whole when its seats run out, nothing kept', async () => {
    // One Patron seat left on sale: the package needs two.
    const patron = sql`event_id = ${f.eventId} AND price_level_id = ${f.patronId}`;
    await t.database.db.execute(
      sql`UPDATE event_seats SET status = 'kill' WHERE ${patron} AND id <> (SELECT min(id) FROM event_seats WHERE ${patron})`,
    );
    const basketId = await openBasket();
    const before = await programmeStock();
    const refused = await addPackage(basketId);
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('purchase.bundle_seats_unavailable');
    expect((await f.api('GET', `/api/admin/baskets/${basketId}`)).data).toMatchObject({
      items: [],
      bundles: [],
    });
    expect(await rowBStatuses(t, f)).toContain('open');
    expect((await rowBStatuses(t, f)).filter((s) => s === 'reserved')).toHaveLength(0);
    expect((await programmeStock()).reserved).toBe(before.reserved);
    await t.database.db.execute(sql`UPDATE event_seats SET status = 'open' WHERE ${patron}`);
  });
});

describe('an event plan in both baskets', () => {
  const lines = () => [
    { eventId: f.eventId, priceLevelId: f.stallsId, quantity: 1 },
    { eventId: f.secondEventId, priceLevelId: f.secondStallsId, quantity: 1 },
  ];

  it('sells the chosen events as one line at the plan’s price, and refuses a choice outside its rules', async () => {
    const basketId = await openBasket();
    const half = await f.api('POST', `/api/admin/baskets/${basketId}/event-plans`, {
      planId: f.planId,
      lines: lines().slice(0, 1),
    });
    expect(half.statusCode).toBe(400);
    expect(errorCode(half)).toBe('purchase.plan_events_incomplete');
    const res = await f.api('POST', `/api/admin/baskets/${basketId}/event-plans`, {
      planId: f.planId,
      lines: lines(),
    });
    expect(res.statusCode, res.body).toBe(200);
    const basket = res.data as unknown as BasketView;
    expect(basket.bundles).toEqual([expect.objectContaining({ kind: 'eventPlan', name: 'Both evenings' })]);
    // $45.00 less 10% in each event.
    expect(basket.items.map((i) => [i.eventId, i.faceValue])).toEqual([
      [f.eventId, 4050],
      [f.secondEventId, 4050],
    ]);
  });

  it('is added in the shop as one line', async () => {
    // The web buyer's browser reaches the shop on localhost.
    await addHostname(t.database.db, f.accountId, 'localhost');
    const shop = shopBrowser(t.app);
    const offers = await shop.send('GET', `/api/shop/events/${f.eventId}/bundles`);
    expect(offers.statusCode, offers.body).toBe(200);
    expect((offers.data as unknown as { plans: { name: string }[] }).plans.map((p) => p.name)).toEqual([
      'Both evenings',
    ]);
    const res = await shop.send('POST', '/api/shop/basket/event-plans', { planId: f.planId, lines: lines() });
    expect(res.statusCode, res.body).toBe(200);
    const basket = (res.data as unknown as { basket: BasketView }).basket;
    expect(basket.bundles).toEqual([expect.objectContaining({ kind: 'eventPlan', name: 'Both evenings' })]);
    expect(basket.items.every((i) => i.bundleLineId === basket.bundles[0]!.id)).toBe(true);
    const pkg = await shop.send('POST', '/api/shop/basket/template-packages', {
      packageId: f.packageId,
      eventId: f.eventId,
    });
    expect(pkg.statusCode, pkg.body).toBe(200);
    expect((pkg.data as unknown as { basket: BasketView }).basket.bundles).toHaveLength(2);
  });
});
