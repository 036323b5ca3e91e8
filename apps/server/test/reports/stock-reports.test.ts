import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createAccount, createStaffUser, createUserGroup, createVenue, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { type SoldOrder, sell } from '../orders/order-fixture';

// Reports → Inventory and Sales → promotions (decisions/0080). The venue is in New York; the
// event starts on 1 March 2027 at 14:30 there; the sales are made on 22 November 2026.
let t: TestApp;
let f: SaleFixture;
const orders: SoldOrder[] = [];
let promotionId = 0;

type Json = Record<string, unknown>;
type Totals = Record<string, number>;
const errorCode = (res: { data: Json }) => (res.data.errors as { code: string }[] | undefined)?.[0]?.code;
const performances = '?from=2027-03-01&to=2027-03-01';
const salesDays = '?from=2026-11-22&to=2026-11-22';

/** Sells these seats at the point of sale with a promotion code typed as given, paid in cash. */
async function sellWithCode(places: string[], code: string): Promise<SoldOrder> {
  const id = (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;
  const coded = await f.api('PUT', `/api/admin/baskets/${id}/promo-code`, { code });
  expect(coded.statusCode, coded.body).toBe(200);
  const added = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: places.map((p) => f.seats.get(p)),
  });
  expect(added.statusCode, added.body).toBe(200);
  const paid = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
    idempotencyKey: `stock-reports-${code}-${places.join('')}`,
    buyer: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.test' },
    payments: [{ type: 'Cash', amount: added.data.total as number }],
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return (await f.api('GET', `/api/admin/orders/${paid.data.id}`)).data as unknown as SoldOrder;
}

beforeAll(async () => {
  t = await startTestApp({ now: new Date('2026-11-22T15:00:00Z') });
  f = await saleFixture(t, { maxTicketsPerOrder: 8 });
  // Two seats in a press hold, one killed, one in a basket not yet paid for.
  const press = await f.api('POST', '/api/admin/seat-settings/holds', {
    name: 'Press',
    color: '#ae3ec9',
    allowedChannels: ['PointOfSale'],
  });
  expect(press.statusCode, press.body).toBe(201);
  for (const [seats, action] of [
    [['B-1', 'B-2'], { kind: 'hold', holdId: press.data.id }],
    [['B-3'], { kind: 'kill' }],
  ] as const) {
    const done = await f.api('POST', `/api/admin/events/${f.eventId}/seats/bulk`, {
      seatIds: seats.map((s) => f.seats.get(s)),
      action,
    });
    expect(done.statusCode, done.body).toBe(200);
  }
  const pending = (await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' })).data.id as string;
  await f.api('POST', `/api/admin/baskets/${pending}/seats`, {
    eventId: f.eventId,
    seatIds: [f.seats.get('C-1')],
  });

  const promotion = await f.api('POST', `/api/admin/event-templates/${f.templateId}/promotions`, {
    name: 'Autumn friends',
    code: 'AUTUMN10',
    startsAt: '2026-01-01T00:00:00Z',
    endsAt: '2027-12-31T00:00:00Z',
    discountKind: 'Percentage',
    discount: 1000,
  });
  expect(promotion.statusCode, promotion.body).toBe(201);
  promotionId = promotion.data.id as number;
  await f.api('POST', `/api/admin/promotions/${promotionId}/group-codes`, { count: 1 });
  const codes = await f.api('GET', `/api/admin/promotions/${promotionId}/group-codes?pageSize=10`);
  const groupCode = (codes.data.items as { code: string }[])[0]!.code;

  orders.push(await sell(f, ['A-1', 'A-2']));
  orders.push(await sellWithCode(['A-3', 'A-4'], 'autumn10'));
  orders.push(await sellWithCode(['A-5'], groupCode));
});
afterAll(() => t.close());

describe('inventory', () => {
  it('counts each performance as its event dashboard does, with the holds by name', async () => {
    const report = await f.api('GET', `/api/admin/reports/inventory${performances}`);
    expect(report.statusCode, report.body).toBe(200);
    const line = (report.data.items as Json[]).find((i) => i.eventId === f.eventId)!;
    const dashboard = (await f.api('GET', `/api/admin/events/${f.eventId}/dashboard`)).data.totals as Totals;
    expect(line).toMatchObject({
      capacity: dashboard.capacity,
      sold: dashboard.sold,
      comp: dashboard.comp,
      held: dashboard.held,
      killed: dashboard.killed,
      reserved: dashboard.reserved,
      open: dashboard.open,
    });
    expect(line).toMatchObject({ sold: 5, held: 2, killed: 1, reserved: 1 });
    expect(line.holds).toEqual([{ holdId: expect.any(Number), name: 'Press', places: 2 }]);
    const ticketTotals = orders.flatMap((o) => o.tickets).reduce((n, ticket) => n + ticket.total, 0);
    expect(line.soldValue).toBe(ticketTotals);
    const totals = report.data.totals as Totals & { holds: Json[] };
    expect(totals.capacity).toBe(dashboard.capacity);
    expect(totals.soldValue).toBe(ticketTotals);
    expect(totals.holds).toEqual([expect.objectContaining({ name: 'Press', places: 2 })]);
  });

  it('keeps to the performances of the days, and of the venue asked for', async () => {
    const before = await f.api('GET', '/api/admin/reports/inventory?from=2027-02-01&to=2027-02-28');
    expect(before.statusCode, before.body).toBe(200);
    expect(before.data.items).toEqual([]);
    const elsewhere = await createVenue(t.database.db, f.accountId, { timezone: 'Europe/London' });
    const other = await f.api('GET', `/api/admin/reports/inventory${performances}&venueId=${elsewhere.id}`);
    expect(other.statusCode, other.body).toBe(200);
    expect(other.data.timeZone).toBe('Europe/London');
    expect(other.data.items).toEqual([]);
  });

  it('downloads as CSV and Excel with the screen’s totals', async () => {
    const screen = await f.api('GET', `/api/admin/reports/inventory${performances}`);
    const totals = screen.data.totals as Totals;
    const csv = await f.api('GET', `/api/admin/reports/download${performances}&report=inventory&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines.some((l) => l.includes('Event,Starts,Venue,Capacity,Sold,Complimentary,Held'))).toBe(true);
    expect(csv.body).toContain('2027-03-01 14:30');
    expect(lines.at(-1)).toBe(
      `Total,,,${totals.capacity},5,0,2,Press 2,1,1,${totals.open},${(totals.soldValue! / 100).toFixed(2)}`,
    );
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/download${performances}&report=inventory&format=xlsx&locale=es-ES`,
      headers: { authorization: `Bearer ${f.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Inventario');
    expect(sheet.getRow(4).getCell(4).value).toBe('Aforo');
  });
});

describe('promotions', () => {
  it('count a promotion’s orders by its code in any case and its group codes', async () => {
    const report = await f.api('GET', `/api/admin/reports/promotions${salesDays}`);
    expect(report.statusCode, report.body).toBe(200);
    const [coded, grouped] = [orders[1]!, orders[2]!];
    const details = await Promise.all(
      [coded, grouped].map(async (o) => (await f.api('GET', `/api/admin/orders/${o.id}`)).data),
    );
    const discounts = details.reduce((n, o) => n + (o.discountTotal as number), 0);
    expect(discounts).toBeGreaterThan(0);
    expect(report.data.lines).toEqual([
      {
        promotionId,
        name: 'Autumn friends',
        code: 'AUTUMN10',
        orders: 2,
        groupCodeOrders: 1,
        tickets: 3,
        discounts,
        sales: coded.total + grouped.total,
      },
    ]);
    expect(report.data.withoutPromotion).toMatchObject({ orders: 1, tickets: 2, sales: orders[0]!.total });
  });

  it('add up to sales by transaction date over the same days', async () => {
    const report = await f.api('GET', `/api/admin/reports/promotions${salesDays}`);
    const sales = (await f.api('GET', `/api/admin/reports/sales-by-transaction-date${salesDays}`)).data
      .totals as Totals;
    expect(report.data.allOrders).toEqual({
      orders: sales.orders,
      tickets: sales.tickets,
      discounts: sales.discounts,
      sales: sales.sales,
    });
    expect(sales.sales).toBe(orders.reduce((n, o) => n + o.total, 0));
  });

  it('downloads with the promotions’ total, the orders without one, and all orders last', async () => {
    const csv = await f.api('GET', `/api/admin/reports/download${salesDays}&report=promotions&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    const all = orders.reduce((n, o) => n + o.total, 0);
    expect(lines.at(-3)).toMatch(/^Total,,2,,3,/);
    expect(lines.at(-2)).toBe(`Orders without a promotion,,1,,2,0.00,${(orders[0]!.total / 100).toFixed(2)}`);
    expect(lines.at(-1)).toMatch(new RegExp(`^All orders,,3,,5,[0-9.]+,${(all / 100).toFixed(2)}$`));
    expect(csv.body).not.toMatch(/Hopper|Lovelace|example\.test/);
  });
});

describe('sales', () => {
  it('count the tickets of the same orders as sales by transaction date, per event, price type and channel', async () => {
    const report = await f.api('GET', `/api/admin/reports/sales${salesDays}`);
    expect(report.statusCode, report.body).toBe(200);
    const sales = (await f.api('GET', `/api/admin/reports/sales-by-transaction-date${salesDays}`)).data
      .totals as Totals;
    const totals = report.data.totals as Totals;
    const tickets = orders.flatMap((o) => o.tickets);
    expect(totals.tickets).toBe(sales.tickets);
    expect(totals).toMatchObject({
      tickets: 5,
      voided: 0,
      revenue: tickets.reduce((n, k) => n + k.total, 0),
    });
    const lines = report.data.lines as Json[];
    expect(lines.every((l) => l.eventId === f.eventId && l.channel === 'PointOfSale')).toBe(true);
    expect(lines.reduce((n, l) => n + (l.tickets as number), 0)).toBe(5);
    // The promotion's discounts are the tickets' discounts.
    const promotions = await f.api('GET', `/api/admin/reports/promotions${salesDays}`);
    expect(totals.discounts).toBe((promotions.data.totals as Totals).discounts);
    const csv = await f.api('GET', `/api/admin/reports/download${salesDays}&report=sales&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body.trim().split(/\r?\n/).at(-1)).toBe(
      `Total,,,,5,0,${(totals.faceValue! / 100).toFixed(2)},${(totals.discounts! / 100).toFixed(2)},${(totals.revenue! / 100).toFixed(2)}`,
    );
  });
});

describe('who may run them', () => {
  const staffOf = async (accountId: number, userGroupId?: number) => {
    const user = await createStaffUser(t.database.db, {
      accountId,
      role: userGroupId ? 'BoxOfficeSupervisor' : 'Admin',
      ...(userGroupId ? { userGroupId } : {}),
    });
    const token = await signInAs(t.app, user.email);
    return (url: string) => call(t.app, { method: 'GET', url, token });
  };

  it('refuses the report a user group leaves off its list, its download too', async () => {
    const group = await createUserGroup(t.database.db, f.accountId, {
      restrictions: { reports: ['Inventory'] },
    });
    const get = await staffOf(f.accountId, group.id);
    expect((await get(`/api/admin/reports/inventory${performances}`)).statusCode).toBe(200);
    for (const url of [
      `/api/admin/reports/promotions${salesDays}`,
      `/api/admin/reports/sales${salesDays}`,
      `/api/admin/reports/download${salesDays}&report=promotions&format=csv`,
    ]) {
      const refused = await get(url);
      expect(refused.statusCode, url).toBe(403);
      expect(errorCode(refused)).toBe('admin.report_not_allowed');
    }
    const byId = await createUserGroup(t.database.db, f.accountId, {
      restrictions: { reports: ['promotions'] },
    });
    const other = await staffOf(f.accountId, byId.id);
    expect((await other(`/api/admin/reports/promotions${salesDays}`)).statusCode).toBe(200);
    expect(errorCode(await other(`/api/admin/reports/inventory${performances}`))).toBe(
      'admin.report_not_allowed',
    );
  });

  it('show the same figures, and no buyer, where the group hides customer personal data', async () => {
    const hiding = await createUserGroup(t.database.db, f.accountId, {
      displayRules: { hideCustomerDataInReports: true },
    });
    const get = await staffOf(f.accountId, hiding.id);
    const promotions = await get(`/api/admin/reports/promotions${salesDays}`);
    expect(promotions.statusCode, promotions.body).toBe(200);
    expect((promotions.data.allOrders as Totals).orders).toBe(3);
    for (const report of ['inventory', 'promotions', 'sales']) {
      const range = report === 'inventory' ? performances : salesDays;
      const csv = await get(`/api/admin/reports/download${range}&report=${report}&format=csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.body).not.toMatch(/Grace|Hopper|Ada|Lovelace|example\.test/);
    }
  });

  it('shows another account nothing of this one', async () => {
    const other = await createAccount(t.database.db);
    const get = await staffOf(other.id);
    const inventory = await get(`/api/admin/reports/inventory${performances}`);
    expect(inventory.statusCode, inventory.body).toBe(200);
    expect(inventory.data.items).toEqual([]);
    const promotions = await get(`/api/admin/reports/promotions${salesDays}`);
    expect(promotions.data.lines).toEqual([]);
    expect((promotions.data.allOrders as Totals).orders).toBe(0);
  });

  it('refuses bad filters with catalogue errors', async () => {
    for (const report of ['inventory', 'promotions', 'sales']) {
      const backwards = await f.api('GET', `/api/admin/reports/${report}?from=2027-03-02&to=2027-03-01`);
      expect(backwards.statusCode, report).toBe(400);
      expect(errorCode(backwards)).toBe('admin.report_range_invalid');
      const nonsense = await f.api('GET', `/api/admin/reports/${report}?from=2027-02-30`);
      expect(nonsense.statusCode, report).toBe(400);
      expect(errorCode(nonsense)).toBe('common.validation_failed');
      const events = await f.api('GET', `/api/admin/reports/${report}?eventIds=first`);
      expect(errorCode(events)).toBe('common.validation_failed');
      const venue = await f.api('GET', `/api/admin/reports/${report}?venueId=999999`);
      expect(venue.statusCode).toBe(404);
      expect(errorCode(venue)).toBe('common.not_found');
    }
  });

  it('can be scheduled', async () => {
    for (const report of ['inventory', 'promotions', 'sales']) {
      const made = await f.api('POST', '/api/admin/reports/scheduled', {
        name: `Weekly ${report}`,
        report,
        format: 'xlsx',
        range: 'last-7-days',
        recipients: ['manager@venue.test'],
        subject: report,
        message: '',
        frequencyUnit: 'week',
        frequencyCount: 1,
        daysOfWeek: [1],
        timeOfDay: '07:00',
        timeZone: 'America/New_York',
      });
      expect(made.statusCode, made.body).toBe(201);
    }
  });
});
