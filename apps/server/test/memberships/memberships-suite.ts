import { afterAll, beforeAll, expect } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { buyer, key } from '../orders/order-fixture';
import { renewingSession } from '../payment-plans/plan-fixture';

/**
 * One memberships test file's app (decisions/0050): a movable clock, SMTP, a sale fixture whose
 * admin signs in again as the clock moves, the shop's host name, and row B priced at a
 * members-only level for the tag "Gold"; with the steps the tests share.
 */
export const HOST = 'members-shop.test';

export interface Membership {
  id: number;
  memberNumber: string;
  memberSince: string;
  expiresAt: string;
  status: string;
  levelName: string;
}

type Answer = Awaited<ReturnType<SaleFixture['api']>>;

export interface MembershipsSuite {
  t: TestApp;
  f: SaleFixture;
  membersLevelId: number;
  startMovable(): Promise<TestApp>;
  nextMemberSeat(): string;
  createLevel(overrides?: Record<string, unknown>): Promise<{ id: number; name: string; price: number }>;
  createCustomer(): Promise<{ id: number; email: string }>;
  sell(levelId: number, customerId: number, payments?: object[]): Promise<Answer>;
  /** A box office checkout of one members-only seat, sold to `customerId` (or to nobody). */
  buyMemberSeat(customerId: number | null): Promise<Answer>;
  membershipsOf(customerId: number): Promise<Membership[]>;
  /** Moves the clock, then a little at a time until `done` holds (the queue polls every 2 s). */
  moveUntil<T>(ms: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<T>;
}

export function membershipsSuite(): MembershipsSuite {
  let seatCursor = 0;
  let customerSeq = 0;
  const memberSeats = () => [...s.f.seats.keys()].filter((k) => k.startsWith('B-'));
  const s: MembershipsSuite = {
    t: undefined as unknown as TestApp,
    f: undefined as unknown as SaleFixture,
    membersLevelId: 0,
    startMovable: () => startTestApp({ movableClock: true, now: new Date(), withSmtp: true }),
    nextMemberSeat: () => memberSeats()[seatCursor++]!,
    async createLevel(overrides = {}) {
      const res = await s.f.api('POST', '/api/admin/membership-levels', {
        name: `Gold ${Math.random().toString(36).slice(2, 8)}`,
        price: 12000,
        durationMonths: 12,
        renewalWindowDays: 30,
        reminderDays: 14,
        tags: ['Gold'],
        ...overrides,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.data as { id: number; name: string; price: number };
    },
    async createCustomer() {
      const res = await s.f.api('POST', '/api/admin/customers', {
        firstName: 'Grace',
        lastName: `Hopper ${++customerSeq}`,
        email: `member-${customerSeq}-${Date.now()}@example.test`,
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.data as { id: number; email: string };
    },
    sell(levelId, customerId, payments = [{ type: 'Cash', amount: 12000 }]) {
      return s.f.api('POST', `/api/admin/sell/memberships/${levelId}`, {
        customerId,
        idempotencyKey: key(),
        payments,
      });
    },
    async buyMemberSeat(customerId) {
      const open = await s.f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
      const basketId = open.data.id as string;
      const added = await s.f.api('POST', `/api/admin/baskets/${basketId}/seats`, {
        eventId: s.f.eventId,
        seatIds: [s.f.seats.get(s.nextMemberSeat())],
      });
      expect(added.statusCode, added.body).toBe(200);
      if (customerId !== null) {
        const set = await s.f.api('PUT', `/api/admin/baskets/${basketId}/customer`, { customerId });
        expect(set.statusCode, set.body).toBe(200);
      }
      return s.f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
        idempotencyKey: key(),
        buyer,
        payments: [{ type: 'Cash', amount: added.data.total as number }],
      });
    },
    async membershipsOf(customerId) {
      const res = await s.f.api('GET', `/api/admin/customers/${customerId}/memberships`);
      expect(res.statusCode, res.body).toBe(200);
      return res.data as unknown as Membership[];
    },
    async moveUntil(ms, read, done) {
      await s.t.clock.advance(ms);
      for (let i = 0; i < 400; i++) {
        const value = await read();
        if (done(value)) return value;
        await s.t.clock.advance(2_500);
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error('never happened');
    },
  };
  beforeAll(async () => {
    s.t = await s.startMovable();
    s.f = renewingSession(s.t, await saleFixture(s.t));
    await addHostname(s.t.database.db, s.f.accountId, HOST, true);
    // Row B of the house is for members holding "Gold".
    const made = await s.f.api('POST', `/api/admin/events/${s.f.eventId}/price-levels`, {
      name: 'Members',
      color: '#7048e8',
      defaultPrice: 3000,
      membershipTags: ['Gold'],
    });
    expect(made.statusCode, made.body).toBe(201);
    s.membersLevelId = (made.data.priceLevels as { id: number; name: string }[]).find(
      (l) => l.name === 'Members',
    )!.id;
    const painted = await s.f.api('POST', `/api/admin/events/${s.f.eventId}/seats/bulk`, {
      seatIds: memberSeats().map((p) => s.f.seats.get(p)),
      action: { kind: 'priceLevel', priceLevelId: s.membersLevelId },
    });
    expect(painted.statusCode, painted.body).toBe(200);
  });
  afterAll(() => s.t.close());
  return s;
}
