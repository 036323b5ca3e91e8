import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduledReportRow } from '@/modules/reports/report-schedules.store';
import { scheduledFile } from '@/modules/reports/report-schedules-run.service';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createAccount, createStaffUser, createUserGroup, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { card, sell } from '../orders/order-fixture';

// The UK theatres reports (decisions/0075). The venue is in New York; the clock starts at 10:00
// there on Sunday 22 November 2026, so Sunday 23:30 is already Monday in UTC.
let t: TestApp;
let f: SaleFixture;
const sold: { id: number; total: number }[] = [];
let voidRefund = 0;

type Json = Record<string, unknown>;
type Totals = Record<string, number>;
const errorCode = (res: { data: Json }) => (res.data.errors as { code: string }[] | undefined)?.[0]?.code;
const range = '?from=2026-11-22&to=2026-11-23';

async function signInAgain() {
  const admin = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'Admin' });
  const token = await signInAs(t.app, admin.email);
  f.token = token;
  f.api = (method, url, payload) => call(t.app, { method, url, token, payload });
  return admin;
}
const moveTo = (at: string) => t.clock.advance(Date.parse(at) - t.clock.now.getTime());

beforeAll(async () => {
  t = await startTestApp({ now: new Date('2026-11-22T15:00:00Z') });
  f = await saleFixture(t, { maxTicketsPerOrder: 8 });
  sold.push(await sell(f, ['A-1', 'A-2']));
  sold.push(
    await sell(f, ['A-3'], (total) => [
      { type: 'CreditCard', amount: total, card: card('4242424242424242') },
    ]),
  );
  // Sunday 23:30 in New York (Monday 04:30 UTC): still Sunday's day and the week that began on the 16th.
  moveTo('2026-11-23T04:30:00Z');
  await signInAgain();
  sold.push(await sell(f, ['C-1']));
  // Monday 00:30 in New York: the next day and the next week.
  moveTo('2026-11-23T05:30:00Z');
  await signInAgain();
  sold.push(await sell(f, ['C-2']));
  // Monday morning: one ticket of the first order voided, its money given back in cash.
  moveTo('2026-11-23T15:00:00Z');
  await signInAgain();
  const first = await f.api('GET', `/api/admin/orders/${sold[0]!.id}`);
  const ticketId = (first.data.tickets as { id: number }[])[0]!.id;
  const voided = await f.api('POST', `/api/admin/orders/${sold[0]!.id}/void`, {
    ticketIds: [ticketId],
    returnTo: 'open',
  });
  expect(voided.statusCode, voided.body).toBe(200);
  voidRefund = (voided.data.refunds as { amount: number }[]).reduce((n, r) => n + r.amount, 0);
});
afterAll(() => t.close());

/** The totals of each sold order's tickets (live ones only when asked). */
async function ticketTotals(live = false) {
  let n = 0;
  for (const o of sold) {
    const order = await f.api('GET', `/api/admin/orders/${o.id}`);
    for (const ticket of order.data.tickets as { total: number; status: string }[]) {
      if (!live || ticket.status !== 'voided') n += ticket.total;
    }
  }
  return n;
}

describe('daily figures', () => {
  it('agree to the cent with sales by transaction date, day by day, and count tickets sold and refunded', async () => {
    const daily = await f.api('GET', `/api/admin/reports/daily-figures${range}`);
    expect(daily.statusCode, daily.body).toBe(200);
    const sales = await f.api('GET', `/api/admin/reports/sales-by-transaction-date${range}`);
    const salesDays = sales.data.days as Json[];
    const days = daily.data.days as (Json & { payments: Totals })[];
    expect(days.map((d) => d.day)).toEqual(['2026-11-22', '2026-11-23']);
    days.forEach((d, i) => {
      const s = salesDays[i]!;
      expect(d).toMatchObject({
        day: s.day,
        orders: s.orders,
        ticketsSold: s.tickets,
        faceValue: s.faceValue,
        fees: s.fees,
        sales: s.sales,
        refunds: s.refunds,
        net: s.net,
      });
      // Money per payment type adds up to the day's net: every sale was paid at checkout.
      expect(Object.values(d.payments).reduce((n, v) => n + v, 0)).toBe(d.net);
    });
    const totals = daily.data.totals as Totals & { payments: Totals };
    const soldTotal = sold.reduce((n, o) => n + o.total, 0);
    expect(totals).toMatchObject({
      orders: 4,
      ticketsSold: 5,
      ticketsRefunded: 1,
      sales: soldTotal,
      refunds: voidRefund,
      net: soldTotal - voidRefund,
    });
    expect(totals.net).toBe((sales.data.totals as Totals).net);
    expect(daily.data.paymentTypes).toEqual(['Cash', 'CreditCard']);
    expect(totals.payments).toEqual({
      Cash: soldTotal - sold[1]!.total - voidRefund,
      CreditCard: sold[1]!.total,
    });
    expect(days[0]).toMatchObject({ orders: 3, ticketsSold: 4, ticketsRefunded: 0 });
    expect(days[1]).toMatchObject({ orders: 1, ticketsSold: 1, ticketsRefunded: 1, refunds: voidRefund });
  });

  it('download as an Excel workbook whose totals row is the screen’s', async () => {
    const daily = await f.api('GET', `/api/admin/reports/daily-figures${range}`);
    const totals = daily.data.totals as Totals;
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/download${range}&report=daily-figures&format=xlsx`,
      headers: { authorization: `Bearer ${f.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Daily figures');
    expect(sheet.getRow(4).values).toEqual([
      undefined,
      'Date',
      'Orders',
      'Tickets sold',
      'Tickets refunded',
      'Face value',
      'Fees',
      'Sales',
      'Refunds',
      'Net',
      'Cash',
      'CreditCard',
    ]);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Total');
    expect(last.getCell(3).value).toBe(5);
    expect(Math.round((last.getCell(9).value as number) * 100)).toBe(totals.net);
  });
});

describe('advance sales', () => {
  it('count each future performance as its inventory does, with revenue to date', async () => {
    const report = await f.api('GET', '/api/admin/reports/advance-sales');
    expect(report.statusCode, report.body).toBe(200);
    // Today in the venue is Monday the 23rd.
    expect(report.data.firstDay).toBe('2026-11-23');
    const line = (report.data.items as Json[]).find((i) => i.eventId === f.eventId)!;
    const dashboard = await f.api('GET', `/api/admin/events/${f.eventId}/dashboard`);
    expect(dashboard.statusCode, dashboard.body).toBe(200);
    const inventory = dashboard.data.totals as Totals;
    expect(line).toMatchObject({
      capacity: inventory.capacity,
      sold: inventory.sold,
      comp: inventory.comp,
      held: inventory.held,
      available: inventory.open,
      revenue: await ticketTotals(true),
    });
    expect(line.sold).toBe(4);
    expect(line.percentSold).toBe(Math.round((4 / inventory.capacity!) * 1000) / 10);
    expect((report.data.totals as Totals).sold).toBe(4);
  });

  it('leave out performances before the first day', async () => {
    const later = await f.api('GET', '/api/admin/reports/advance-sales?from=2027-03-02');
    expect(later.statusCode, later.body).toBe(200);
    expect(later.data.items).toEqual([]);
    expect((later.data.totals as Totals).capacity).toBe(0);
  });
});

describe('weekly event sales', () => {
  it('bucket tickets in the venue’s Monday-to-Sunday weeks', async () => {
    const weekly = await f.api('GET', '/api/admin/reports/weekly-event-sales?from=2026-11-16&to=2026-11-29');
    expect(weekly.statusCode, weekly.body).toBe(200);
    expect(weekly.data.weeks).toEqual(['2026-11-16', '2026-11-23']);
    const lines = (weekly.data.lines as Json[]).filter((l) => l.eventId === f.eventId);
    // The Sunday 23:30 sale stays in the week of the 16th; Monday 00:30's opens the week of the 23rd.
    expect(lines.map((l) => [l.week, l.tickets])).toEqual([
      ['2026-11-16', 4],
      ['2026-11-23', 1],
    ]);
    expect((weekly.data.totals as Totals).revenue).toBe(await ticketTotals());
  });
});

describe('who may run the UK theatres reports', () => {
  const staffOf = async (accountId: number, userGroupId?: number) => {
    const user = await createStaffUser(t.database.db, {
      accountId,
      role: userGroupId ? 'BoxOfficeSupervisor' : 'Admin',
      ...(userGroupId ? { userGroupId } : {}),
    });
    const token = await signInAs(t.app, user.email);
    return (url: string) => call(t.app, { method: 'GET', url, token });
  };

  it('refuses the reports a user group leaves off its list, downloads too', async () => {
    const group = await createUserGroup(t.database.db, f.accountId, {
      restrictions: { reports: ['Daily figures'] },
    });
    const get = await staffOf(f.accountId, group.id);
    expect((await get(`/api/admin/reports/daily-figures${range}`)).statusCode).toBe(200);
    for (const url of [
      '/api/admin/reports/advance-sales',
      `/api/admin/reports/weekly-event-sales${range}`,
      `/api/admin/reports/download${range}&report=weekly-event-sales&format=csv`,
    ]) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(errorCode(refused)).toBe('admin.report_not_allowed');
    }
  });

  it('shows another account nothing of this one', async () => {
    const other = await createAccount(t.database.db);
    const get = await staffOf(other.id);
    const daily = await get(`/api/admin/reports/daily-figures${range}`);
    expect(daily.statusCode, daily.body).toBe(200);
    expect((daily.data.totals as Totals).net).toBe(0);
    expect(daily.data.paymentTypes).toEqual([]);
    const advance = await get('/api/admin/reports/advance-sales');
    expect(advance.data.items).toEqual([]);
    const weekly = await get(`/api/admin/reports/weekly-event-sales${range}`);
    expect(weekly.data.lines).toEqual([]);
  });

  it('refuses a range that ends before it starts, or a day that does not exist, with 400', async () => {
    for (const report of ['daily-figures', 'advance-sales', 'weekly-event-sales']) {
      const backwards = await f.api('GET', `/api/admin/reports/${report}?from=2026-11-23&to=2026-11-22`);
      expect(backwards.statusCode, report).toBe(400);
      expect(errorCode(backwards)).toBe('admin.report_range_invalid');
      const nonsense = await f.api('GET', `/api/admin/reports/${report}?from=2026-02-30`);
      expect(nonsense.statusCode, report).toBe(400);
    }
  });
});

describe('scheduled UK theatres reports', () => {
  it('can be scheduled, and a run makes the same file as the download', async () => {
    const admin = await signInAgain();
    const made = await f.api('POST', '/api/admin/reports/scheduled', {
      name: 'Morning figures',
      report: 'daily-figures',
      format: 'csv',
      range: 'last-7-days',
      recipients: ['manager@venue.test'],
      subject: 'Daily figures',
      message: 'Yesterday’s figures.',
      frequencyUnit: 'day',
      frequencyCount: 1,
      daysOfWeek: [],
      timeOfDay: '07:00',
      timeZone: 'America/New_York',
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.data.report).toBe('daily-figures');
    const file = await scheduledFile(
      t.database.db,
      {
        accountId: f.accountId,
        ownerUserId: admin.id,
        report: 'daily-figures',
        format: 'csv',
        savedFilterId: null,
      } as ScheduledReportRow,
      { firstDay: '2026-11-22', lastDay: '2026-11-23' },
      t.clock.now,
    );
    const download = await f.api(
      'GET',
      `/api/admin/reports/download${range}&report=daily-figures&format=csv`,
    );
    expect(file.body.toString('utf8')).toBe(download.body);
  });
});
