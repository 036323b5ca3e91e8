import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '@/db/schema';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createStaffUser, createUserGroup, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { errorCode, sell } from '../orders/order-fixture';

// The venue is in New York; the clock starts at 10:00 there on Friday 20 November 2026.
let t: TestApp;
let f: SaleFixture;
let other: SaleFixture;
const sold: { id: number; total: number }[] = [];
let voidRefund = 0;

type Day = { day: string; orders: number; tickets: number; sales: number; refunds: number; net: number };
type Totals = Omit<Day, 'day'>;

/** A fresh admin session after the clock moved past the first one's idle limit. */
async function signInAgain(fixture: SaleFixture) {
  const admin = await createStaffUser(t.database.db, { accountId: fixture.accountId, role: 'Admin' });
  const token = await signInAs(t.app, admin.email);
  fixture.token = token;
  fixture.api = (method, url, payload) => call(t.app, { method, url, token, payload });
}

async function moveTo(iso: string) {
  t.clock.advance(Date.parse(iso) - t.clock.now.getTime());
  await signInAgain(f);
}

beforeAll(async () => {
  t = await startTestApp({ now: new Date('2026-11-20T15:00:00Z') });
  f = await saleFixture(t, { maxTicketsPerOrder: 8 });
  other = await saleFixture(t);
  // Our performance is tonight, 19:30 in New York on the 22nd; the other account's too.
  for (const id of [f.eventId, other.eventId]) {
    await t.database.db
      .update(events)
      .set({ startsAt: new Date('2026-11-23T00:30:00Z') })
      .where(eq(events.id, id));
  }

  sold.push(await sell(f, ['A-1', 'A-2'])); // Friday the 20th
  await moveTo('2026-11-21T16:00:00Z');
  sold.push(await sell(f, ['A-3'])); // Saturday the 21st
  // 23:30 on Saturday in New York is Sunday in UTC: still Saturday's sale.
  await moveTo('2026-11-22T04:30:00Z');
  sold.push(await sell(f, ['A-4', 'A-5', 'A-6']));
  await moveTo('2026-11-22T15:00:00Z'); // Sunday morning: a ticket of Friday's order voided
  const first = await f.api('GET', `/api/admin/orders/${sold[0]!.id}`);
  const ticketId = (first.data.tickets as { id: number }[])[0]!.id;
  const voided = await f.api('POST', `/api/admin/orders/${sold[0]!.id}/void`, {
    ticketIds: [ticketId],
    returnTo: 'open',
  });
  expect(voided.statusCode, voided.body).toBe(200);
  voidRefund = (voided.data.refunds as { amount: number }[]).reduce((n, r) => n + r.amount, 0);
  await signInAgain(other);
});
afterAll(() => t.close());

const soldTotal = () => sold.reduce((n, o) => n + o.total, 0);

describe('the dashboard', () => {
  it('agrees with sales by transaction date to the cent, in total and day by day', async () => {
    const custom = '?range=custom&from=2026-11-20&to=2026-11-22';
    const dash = await f.api('GET', `/api/admin/reports/dashboard${custom}`);
    expect(dash.statusCode, dash.body).toBe(200);
    const report = await f.api(
      'GET',
      '/api/admin/reports/sales-by-transaction-date?from=2026-11-20&to=2026-11-22',
    );
    expect(report.statusCode, report.body).toBe(200);

    const sales = dash.data.sales as { totals: Totals; days: Day[] };
    expect(sales.totals).toEqual({
      orders: 3,
      tickets: 6,
      sales: soldTotal(),
      refunds: voidRefund,
      net: soldTotal() - voidRefund,
    });
    const reported = report.data.totals as Totals;
    for (const k of ['orders', 'tickets', 'sales', 'refunds', 'net'] as const) {
      expect(sales.totals[k]).toBe(reported[k]);
    }
    const reportedDays = (report.data.days as Day[]).map(
      ({ day, orders, tickets, sales: s, refunds, net }) => ({
        day,
        orders,
        tickets,
        sales: s,
        refunds,
        net,
      }),
    );
    expect(sales.days).toEqual(reportedDays);
    expect(sales.days.map((d) => [d.day, d.orders, d.refunds])).toEqual([
      ['2026-11-20', 1, 0],
      ['2026-11-21', 2, 0],
      ['2026-11-22', 0, voidRefund],
    ]);
    expect(dash.data).toMatchObject({ timeZone: 'America/New_York', today: '2026-11-22' });
  });

  it('reads the spec’s ranges in the venue’s days, and ranks the events by revenue', async () => {
    const last7 = await f.api('GET', '/api/admin/reports/dashboard?range=last7');
    expect(last7.data).toMatchObject({ firstDay: '2026-11-16', lastDay: '2026-11-22' });
    expect((last7.data.sales as { days: Day[] }).days).toHaveLength(7);
    expect((last7.data.sales as { totals: Totals }).totals.net).toBe(soldTotal() - voidRefund);
    const byDefault = await f.api('GET', '/api/admin/reports/dashboard');
    expect(byDefault.data).toMatchObject({ firstDay: '2026-10-24', lastDay: '2026-11-22' });
    const lastMonth = await f.api('GET', '/api/admin/reports/dashboard?range=lastMonth');
    expect(lastMonth.data).toMatchObject({ firstDay: '2026-10-01', lastDay: '2026-10-31' });
    expect((lastMonth.data.sales as { totals: Totals }).totals.orders).toBe(0);
    const thisMonth = await f.api('GET', '/api/admin/reports/dashboard?range=thisMonth');
    expect(thisMonth.data).toMatchObject({ firstDay: '2026-11-01', lastDay: '2026-11-22' });

    const top = (last7.data.sales as { topEvents: { eventId: number; tickets: number; revenue: number }[] })
      .topEvents;
    expect(top).toHaveLength(1);
    // Six tickets at $45.00 with a $1.50 booking fee each; the $2.00 order fee is not the event's.
    expect(top[0]).toMatchObject({ eventId: f.eventId, tickets: 6, revenue: 6 * (4500 + 150) });
  });

  it('lists today’s performances with tickets sold and capacity', async () => {
    const dash = await f.api('GET', '/api/admin/reports/dashboard?range=last7');
    const performances = dash.data.performances as { eventId: number; sold: number; capacity: number }[];
    expect(performances).toHaveLength(1);
    // Six seats sold, one voided back to open; the map's seats and the 20 GA places.
    expect(performances[0]).toMatchObject({ eventId: f.eventId, sold: 5 });
    expect(performances[0]!.capacity).toBeGreaterThan(20);
    // The same figures as the event's own dashboard.
    const own = await f.api('GET', `/api/admin/events/${f.eventId}/dashboard`);
    const totals = (own.data as { totals: { sold: number; capacity: number } }).totals;
    expect(performances[0]).toMatchObject({ sold: totals.sold, capacity: totals.capacity });
    // Moved to 00:30 on Monday in New York (05:30 UTC): no longer today's.
    await t.database.db
      .update(events)
      .set({ startsAt: new Date('2026-11-23T05:30:00Z') })
      .where(eq(events.id, f.eventId));
    const moved = await f.api('GET', '/api/admin/reports/dashboard?range=last7');
    expect(moved.data.performances).toEqual([]);
    await t.database.db
      .update(events)
      .set({ startsAt: new Date('2026-11-23T00:30:00Z') })
      .where(eq(events.id, f.eventId));
  });

  it('hides sales from a group whose reports list leaves out sales by transaction date, not today’s performances', async () => {
    const group = await createUserGroup(t.database.db, f.accountId, {
      restrictions: { reports: ['payments-audit'] },
    });
    const supervisor = await createStaffUser(t.database.db, {
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
      userGroupId: group.id,
    });
    const token = await signInAs(t.app, supervisor.email);
    const dash = await call(t.app, { method: 'GET', url: '/api/admin/reports/dashboard?range=last7', token });
    expect(dash.statusCode, dash.body).toBe(200);
    expect(dash.data.sales).toBeNull();
    expect((dash.data.performances as { eventId: number }[]).map((p) => p.eventId)).toEqual([f.eventId]);
  });

  it('refuses a role without the reports permission', async () => {
    const seller = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'PointOfSale' });
    const token = await signInAs(t.app, seller.email);
    const res = await call(t.app, { method: 'GET', url: '/api/admin/reports/dashboard', token });
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('auth.permission_denied');
  });

  it('shows another account nothing of ours', async () => {
    const dash = await other.api(
      'GET',
      '/api/admin/reports/dashboard?range=custom&from=2026-11-20&to=2026-11-22',
    );
    expect(dash.statusCode, dash.body).toBe(200);
    const sales = dash.data.sales as { totals: Totals; topEvents: unknown[] };
    expect(sales.totals).toEqual({ orders: 0, tickets: 0, sales: 0, refunds: 0, net: 0 });
    expect(sales.topEvents).toEqual([]);
    const performances = dash.data.performances as { eventId: number; sold: number }[];
    expect(performances.map((p) => p.eventId)).toEqual([other.eventId]);
    expect(performances[0]!.sold).toBe(0);
  });

  it('refuses bad ranges with their own errors', async () => {
    const ask = (q: string) => f.api('GET', `/api/admin/reports/dashboard${q}`);
    const backwards = await ask('?range=custom&from=2026-11-22&to=2026-11-20');
    expect(backwards.statusCode).toBe(400);
    expect(errorCode(backwards)).toBe('admin.report_range_invalid');
    const missing = await ask('?range=custom&from=2026-11-22');
    expect(missing.statusCode).toBe(400);
    expect(errorCode(missing)).toBe('admin.report_range_invalid');
    const yearZero = await ask('?range=custom&from=0000-01-01&to=0000-01-02');
    expect(yearZero.statusCode).toBe(400);
    // The contract's dates refuse years outside its range, naming the field.
    expect(errorCode(yearZero)).toBe('common.validation_failed');
    expect((yearZero.data.errors as { field?: string }[])[0]?.field).toBe('from');
    const tooLong = await ask('?range=custom&from=2025-01-01&to=2026-01-02');
    expect(tooLong.statusCode).toBe(400);
    expect(errorCode(tooLong)).toBe('admin.report_range_too_long');
    expect((await ask('?range=custom&from=2025-01-01&to=2026-01-01')).statusCode).toBe(200);
    const wrongRange = await ask('?range=yesterday');
    expect(wrongRange.statusCode).toBe(400);
    expect(errorCode(wrongRange)).toBe('common.validation_failed');
    const wrongDay = await ask('?range=custom&from=soon&to=2026-11-22');
    expect(wrongDay.statusCode).toBe(400);
    expect(errorCode(wrongDay)).toBe('common.validation_failed');
    const unknownVenue = await ask('?venueId=999999');
    expect(unknownVenue.statusCode).toBe(404);
  });
});

describe('the venue picker', () => {
  it('counts in the chosen venue’s days and shows only its events', async () => {
    const made = await f.api('POST', '/api/admin/venues', {
      name: 'Harbour Hall',
      accessibilityMode: 'SeatLevel',
      address1: '2 Quay Street',
      city: 'Portland',
      state: 'OR',
      postalCode: '97201',
      country: 'US',
      timezone: 'America/Los_Angeles',
    });
    expect(made.statusCode, made.body).toBe(201);
    const all = await f.api('GET', '/api/admin/reports/dashboard?range=last7');
    const venues = all.data.venues as { id: number; name: string }[];
    expect(venues.map((v) => v.name)).toContain('Harbour Hall');
    expect(venues.length).toBe(2);
    expect((all.data.performances as unknown[]).length).toBe(1);
    const harbour = await f.api('GET', `/api/admin/reports/dashboard?range=last7&venueId=${made.data.id}`);
    expect(harbour.data).toMatchObject({ timeZone: 'America/Los_Angeles', performances: [] });
    expect((harbour.data.sales as { totals: Totals }).totals).toMatchObject({
      orders: 0,
      tickets: 0,
      sales: 0,
    });
    // Another account's venue is nowhere.
    const theirs = await other.api('GET', `/api/admin/reports/dashboard?venueId=${made.data.id}`);
    expect(theirs.statusCode).toBe(404);
  });
});
