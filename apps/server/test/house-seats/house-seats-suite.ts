import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { shopCall } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { renewingSession } from '../payment-plans/plan-fixture';

/**
 * One house-seats test file's app (decisions/0054): a movable clock, SMTP, a sale fixture whose
 * admin signs in again as the clock moves, the shop's host name and a house-seat hold over
 * C-1 to C-8; with the steps the tests share.
 */
export const HOST = 'house-seats.test';
export const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };

export const code = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string }[] | undefined)?.[0]?.code;

interface Requester {
  requesterName: string;
  requesterEmail: string;
  relationship: 'artist';
}

type Answer = Awaited<ReturnType<typeof call>>;

export interface HouseSeatsSuite {
  t: TestApp;
  f: SaleFixture;
  holdId: number;
  requester(): Requester;
  request(
    seats: string[],
    who?: Requester,
  ): Promise<{ res: Awaited<ReturnType<SaleFixture['api']>>; who: Requester }>;
  approve(
    id: number,
    email: string,
  ): Promise<{
    res: Answer;
    mail: Awaited<ReturnType<NonNullable<TestApp['smtp']>['lastTo']>>;
    origin: string;
    token: string;
    cancelToken: string;
  }>;
  shop(url: string, payload: object): ReturnType<typeof shopCall>;
  seatRow(key: string): Promise<{ status: string; hold_id: number | null; order_id: number | null }>;
}

export function houseSeatsSuite(): HouseSeatsSuite {
  let seq = 0;
  const s: HouseSeatsSuite = {
    t: undefined as unknown as TestApp,
    f: undefined as unknown as SaleFixture,
    holdId: 0,
    requester: (): Requester => ({
      requesterName: 'Maria Callas',
      requesterEmail: `artist-${++seq}-${Date.now()}@example.test`,
      relationship: 'artist' as const,
    }),
    async request(seats, who = s.requester()) {
      const res = await s.f.api('POST', '/api/admin/house-seat-requests', {
        eventId: s.f.eventId,
        seatIds: seats.map((k) => s.f.seats.get(k)),
        ...who,
      });
      return { res, who };
    },
    /** Approves and reads the link the requester got over SMTP. */
    async approve(id, email) {
      const res = await call(s.t.app, {
        method: 'POST',
        url: `/api/admin/house-seat-requests/${id}/approve`,
        token: s.f.token,
        // A forged host must not reach the link: it is built from configuration.
        headers: { host: 'evil.test', 'x-forwarded-host': 'evil.test' },
      });
      expect(res.statusCode, res.body).toBe(200);
      const mail = await s.t.smtp!.lastTo(email);
      const pay = /(https?:\/\/[^\s/]+)\/shop\/houseseat\/payment\?request=(\d+)&token=([\w-]+)/.exec(
        mail.text,
      );
      const cancel = /\/shop\/houseseat\/cancel\/(\d+)\?token=([\w-]+)/.exec(mail.text);
      expect(pay, mail.text).not.toBeNull();
      expect(cancel).not.toBeNull();
      return { res, mail, origin: pay![1]!, token: pay![3]!, cancelToken: cancel![2]! };
    },
    shop: (url, payload) => shopCall(s.t, 'POST', url, { host: HOST, payload }),
    async seatRow(key) {
      return (
        await rows<{ status: string; hold_id: number | null; order_id: number | null }>(
          s.t.database.db,
          sql`SELECT status, hold_id, order_id FROM event_seats WHERE id = ${s.f.seats.get(key)!}`,
        )
      )[0]!;
    },
  };
  beforeAll(async () => {
    s.t = await startTestApp({ movableClock: true, now: new Date(), withSmtp: true });
    // Sessions lapse while the release test moves the clock by hours: the admin signs in again.
    s.f = renewingSession(s.t, await saleFixture(s.t));
    await addHostname(s.t.database.db, s.f.accountId, HOST, true);
    const hold = await s.f.api('POST', '/api/admin/seat-settings/holds', {
      name: 'House seats',
      color: '#ae3ec9',
      allowedChannels: ['HouseSeats'],
    });
    expect(hold.statusCode, hold.body).toBe(201);
    s.holdId = hold.data.id as number;
    const held = await s.f.api('POST', `/api/admin/events/${s.f.eventId}/seats/bulk`, {
      seatIds: ['C-1', 'C-2', 'C-3', 'C-4', 'C-5', 'C-6', 'C-7', 'C-8'].map((k) => s.f.seats.get(k)),
      action: { kind: 'hold', holdId: s.holdId },
    });
    expect(held.statusCode, held.body).toBe(200);
  });
  afterAll(() => s.t.close());
  return s;
}
