import { type AnyEndpoint, endpoints, namesEvents } from '@tessera/contract';
import {
  type AdminRole,
  groupPermissions,
  hasPermission,
  restrictionKinds,
  salePolicyCodes,
} from '@tessera/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accounts, events } from '@/db/schema';
import { createSeatedEvent } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { missingIds, urlWith } from '../route-walk';
import { type GroupSettings, type PolicyFixture, policyFixture, type Seller } from './group-policy-fixture';

/**
 * Every staff route that names an event, sells or holds, called by users whose user group
 * restricts everything (every list empty, events scope on another venue, a required promo
 * code, a seat display limit). Each must refuse with 403 and a `sale.*` code (or the channel
 * refusal), never act. Built from the contract: a new route is walked the day it is added, and
 * a new selling route that is neither refused nor named below as not selling fails the walk.
 */
const sellingPermissions = ['sellTickets', 'bulkEditSeats', 'seatLocator'];
const sellsOrHolds = (e: AnyEndpoint) =>
  e.auth === 'staff' && e.method !== 'GET' && sellingPermissions.includes(e.permission ?? '');

/** Selling-area routes that neither sell nor hold: they only tidy or describe a basket. */
const notSelling: Record<string, string> = {
  removeBasketItem: 'gives seats back',
  removeBasketProduct: 'gives stock back',
  setBasketProductQuantity: 'changes a product line already judged at checkout',
  setBasketItemPriceType: 'changes a line already judged at checkout',
  saveBasket: 'keeps a basket for later; resuming and checkout are judged',
  deleteSavedBasket: 'gives seats back',
  setBasketCustomer: 'names the buyer',
};

const walked = endpoints.filter(
  (e) => e.auth === 'staff' && (namesEvents(e) || (sellsOrHolds(e) && !(e.id in notSelling))),
);
const refusals = [...salePolicyCodes, 'purchase.channel_not_allowed'] as string[];

let t: TestApp;
let p: PolicyFixture;
const callers = new Map<AdminRole, Seller>();
let openBasketId = '';
let savedBasketId = '';
/** A fixed season package of the fixture's event (outside the restricted group's scope). */
let seasonPackage = { packageId: 0, priceTypeId: 0 };

const restrictEverything = (venueId: number): GroupSettings => ({
  restrictions: Object.fromEntries(restrictionKinds.map((k) => [k, []])),
  eventsScope: 'venues',
  eventsScopeIds: [venueId],
  requirePromoCode: true,
  seatDisplayLimit: 1,
});

beforeAll(async () => {
  t = await startTestApp({ config: { signInAttemptsPerMinute: 10_000 } });
  p = await policyFixture(t);
  await p.ok(
    await p.api('POST', `/api/admin/event-templates/${p.templateId}/promotions`, {
      name: 'Walk',
      code: 'WALK',
      startsAt: '2026-01-01T00:00:00Z',
      endsAt: '2027-12-31T00:00:00Z',
      discountKind: 'Percentage',
      discount: 1000,
    }),
  );
  await t.database.db
    .update(accounts)
    .set({ seasonTicketsEnabled: true })
    .where(eq(accounts.id, p.accountId));
  const types = (await p.api('GET', `/api/admin/event-templates/${p.templateId}/price-types`))
    .data as unknown as {
    id: number;
  }[];
  const season = await p.api('POST', '/api/admin/seasons', {
    name: 'Walk season',
    startsOn: '2026-01-01',
    endsOn: '2027-12-31',
    eventIds: [p.eventId],
  });
  await p.ok(season);
  const pkg = await p.api('POST', '/api/admin/season-packages', {
    seasonId: season.data.id,
    name: 'Walk package',
    prices: [{ priceTypeId: types[0]!.id, price: 4500 }],
  });
  await p.ok(pkg);
  seasonPackage = { packageId: pkg.data.id as number, priceTypeId: types[0]!.id };
  const elsewhere = await createSeatedEvent(t.database.db, p.accountId);
  await t.database.db.update(events).set({ active: true }).where(eq(events.id, elsewhere.eventId));
  for (const role of ['CallCenter', 'BoxOfficeSupervisor', 'EventAdmin'] as const) {
    callers.set(role, await p.seller({ permissions: [...groupPermissions] }, role));
  }
  // Baskets the seller filled before their group was restricted.
  const seller = callers.get('CallCenter')!;
  openBasketId = (await p.basketWith(seller, ['A-1'])).id;
  savedBasketId = (await p.basketWith(seller, ['A-2'])).id;
  await p.ok(await seller.api('POST', `/api/admin/baskets/${savedBasketId}/save`, { name: 'Later' }));
  for (const caller of callers.values()) await caller.regroup(restrictEverything(elsewhere.venue.id));
}, 120_000);
afterAll(() => t.close());

/** The example body with every event named as the fixture's event (outside the scope). */
function bodyOf(endpoint: AnyEndpoint, eventId: number): unknown {
  const overrides: Record<string, unknown> = {
    setBasketPromoCode: { code: 'WALK' },
    changeSeatByLocator: { action: 'sell', key: `${eventId}-S1-C-1`, reason: 'Walk' },
    resumeSavedBasket: {},
    addSeasonPackageToBasket: { ...seasonPackage, seatIds: [1] },
  };
  if (endpoint.id in overrides) return overrides[endpoint.id];
  const swap = (value: unknown, key = ''): unknown => {
    if (key === 'eventId' || key.endsWith('EventId')) return eventId;
    if (key === 'eventIds' || key.endsWith('EventIds'))
      return typeof value === 'string' ? String(eventId) : [eventId];
    if (Array.isArray(value)) return value.map((v) => swap(v));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, swap(v, k)]));
    }
    return value;
  };
  return swap(endpoint.example ?? {});
}

const rows = walked.map((e) => [e.id, e] as const);

describe(`every staff route that names an event, sells or holds (${rows.length}), for a group that restricts everything`, () => {
  it('walks the selling routes and the event routes', () => {
    const ids = walked.map((e) => e.id);
    for (const id of [
      'checkoutBasket',
      'addSeatsToBasket',
      'setBasketPromoCode',
      'bulkEditSeats',
      'getEvent',
    ])
      expect(ids).toContain(id);
    for (const id of Object.keys(notSelling))
      expect(
        endpoints.some((e) => e.id === id),
        id,
      ).toBe(true);
  });

  it.each(rows)('%s is refused', async (_id, endpoint) => {
    const role = [...callers.keys()].find((r) =>
      hasPermission(
        { role: r, permissions: [...groupPermissions], platformOperator: false },
        endpoint.permission!,
      ),
    );
    expect(role, 'some non-admin role may call it').toBeDefined();
    const caller = callers.get(role!)!;
    const basketId = endpoint.id === 'resumeSavedBasket' ? savedBasketId : openBasketId;
    let url = urlWith(endpoint, { ...missingIds, eventId: p.eventId, basketId });
    const shape = (endpoint.query as { shape?: Record<string, unknown> } | undefined)?.shape;
    if (shape && 'eventId' in shape) url += `${url.includes('?') ? '&' : '?'}eventId=${p.eventId}`;
    if (shape && 'eventIds' in shape) url += `${url.includes('?') ? '&' : '?'}eventIds=${p.eventId}`;
    // A required choice in the query (which report) takes its first value, so the scope answers.
    for (const [name, part] of Object.entries(shape ?? {})) {
      if (part instanceof z.ZodEnum) url += `${url.includes('?') ? '&' : '?'}${name}=${part.options[0]}`;
    }
    const res = await call(t.app, {
      method: endpoint.method,
      url,
      token: caller.token,
      ...(endpoint.body ? { payload: bodyOf(endpoint, p.eventId) as Record<string, unknown> } : {}),
    });
    const code = (res.data.errors as { code: string }[] | undefined)?.[0]?.code;
    expect(
      refusals,
      `${role} ${endpoint.method} ${url}: ${res.statusCode} ${res.body.slice(0, 300)}`,
    ).toContain(code);
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
  });
});
