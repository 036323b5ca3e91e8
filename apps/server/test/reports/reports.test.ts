import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { addHostname, createStaffUser, createUserGroup, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { card, refundsSettled, sell } from '../orders/order-fixture';
import { approveCard, shopBrowser, buyer as shopBuyer } from '../shop/shop-client';

// The venue is in New York; the clock starts at 10:00 there on Sunday 22 November 2026.
let t: TestApp;
let f: SaleFixture;
const sold: { id: number; total: number }[] = [];
let lateSale: { id: number; total: number };
let voidRefund = 0;
let cancelRefund = 0;

const errorCode = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string }[] | undefined)?.[0]?.code;

const range = '?from=2026-11-22&to=2026-11-23';
type Totals = Record<string, number>;

beforeAll(async () => {
  t = await startTestApp({ now: new Date('2026-11-22T15:00:00Z') });
  f = await saleFixture(t, { maxTicketsPerOrder: 8 });
  await addHostname(t.database.db, f.accountId, 'localhost', true);

  // The box office: cash, then a card.
  sold.push(await sell(f, ['A-1', 'A-2']));
  sold.push(
    await sell(f, ['A-3'], (total) => [
      { type: 'CreditCard', amount: total, card: card('4242424242424242') },
    ]),
  );
  // Split payment: part cash, part card.
  sold.push(
    await sell(f, ['A-4', 'A-5'], (total) => [
      { type: 'Cash', amount: 1000 },
      { type: 'CreditCard', amount: total - 1000, card: card('4242424242424242') },
    ]),
  );
  // The shop: a guest pays by card.
  const b = shopBrowser(t.app);
  const added = await b.send('POST', '/api/shop/basket/seats', {
    eventId: f.eventId,
    seatIds: [f.seats.get('B-1'), f.seats.get('B-2')],
  });
  expect(added.statusCode, added.body).toBe(200);
  const paid = await b.send('POST', '/api/shop/basket/checkout', {
    idempotencyKey: `reports-shop-${Date.now()}`,
    buyer: { ...shopBuyer, firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.test' },
    card: approveCard,
  });
  expect(paid.statusCode, paid.body).toBe(201);
  sold.push({ id: paid.data.id as number, total: paid.data.total as number });

  // 23:30 in New York is 04:30 the next day in UTC: the sale belongs to the 22nd.
  t.clock.advance(Date.parse('2026-11-23T04:30:00Z') - t.clock.now.getTime());
  await signInAgain();
  lateSale = await sell(f, ['C-1']);
  sold.push(lateSale);

  // The next morning: one ticket of the first order voided (cash refund), the card order cancelled.
  t.clock.advance(Date.parse('2026-11-23T15:00:00Z') - t.clock.now.getTime());
  await signInAgain();
  const first = await f.api('GET', `/api/admin/orders/${sold[0]!.id}`);
  const ticketId = (first.data.tickets as { id: number }[])[0]!.id;
  const voided = await f.api('POST', `/api/admin/orders/${sold[0]!.id}/void`, {
    ticketIds: [ticketId],
    returnTo: 'open',
  });
  expect(voided.statusCode, voided.body).toBe(200);
  voidRefund = (voided.data.refunds as { amount: number }[]).reduce((n, r) => n + r.amount, 0);
  const cancelled = await f.api('POST', `/api/admin/orders/${sold[1]!.id}/cancel`, { returnTo: 'open' });
  expect(cancelled.statusCode, cancelled.body).toBe(200);
  cancelRefund = (cancelled.data.refunds as { amount: number }[]).reduce((n, r) => n + r.amount, 0);
  await refundsSettled(f, sold[1]!.id);
});
afterAll(() => t.close());

/** A fresh admin session after the clock moved past the first one's idle limit. */
async function signInAgain() {
  const admin = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'Admin' });
  const token = await signInAs(t.app, admin.email);
  f.token = token;
  f.api = (method, url, payload) => call(t.app, { method, url, token, payload });
}

const soldTotal = () => sold.reduce((n, o) => n + o.total, 0);

describe('the money reports', () => {
  it('agree to the cent over the same range: sales less refunds, payments, transactions', async () => {
    const sales = await f.api('GET', `/api/admin/reports/sales-by-transaction-date${range}`);
    expect(sales.statusCode, sales.body).toBe(200);
    const payments = await f.api('GET', `/api/admin/reports/payments-audit${range}`);
    expect(payments.statusCode, payments.body).toBe(200);
    const txns = await f.api('GET', `/api/admin/reports/transactions${range}&pageSize=100`);
    expect(txns.statusCode, txns.body).toBe(200);

    const net = soldTotal() - voidRefund - cancelRefund;
    expect(voidRefund).toBeGreaterThan(0);
    expect(cancelRefund).toBe(sold[1]!.total);
    const st = sales.data.totals as Totals;
    expect(st).toMatchObject({
      orders: 5,
      tickets: 8,
      sales: soldTotal(),
      refunds: voidRefund + cancelRefund,
      net,
    });
    const pt = payments.data.totals as Totals;
    expect(pt).toMatchObject({ received: soldTotal(), refunded: voidRefund + cancelRefund, net });
    expect((txns.data.totals as Totals).net).toBe(net);
    const items = txns.data.items as { amount: number; kind: string }[];
    expect(items.reduce((n, i) => n + i.amount, 0)).toBe(net);
    expect(txns.data.total).toBe(items.length);
    // Six payments (one order paid two ways) and two refunds.
    expect(items.filter((i) => i.kind === 'payment')).toHaveLength(6);
    expect(items.filter((i) => i.kind === 'refund')).toHaveLength(2);
    expect(sales.data.timeZone).toBe('America/New_York');
  });

  it('put a sale at 23:30 venue time on its venue day, and refunds on the day they were made', async () => {
    const sales = await f.api('GET', `/api/admin/reports/sales-by-transaction-date${range}`);
    const days = sales.data.days as { day: string; orders: number; sales: number; refunds: number }[];
    expect(days.map((d) => d.day)).toEqual(['2026-11-22', '2026-11-23']);
    expect(days[0]).toMatchObject({ orders: 5, sales: soldTotal(), refunds: 0 });
    expect(days[1]).toMatchObject({ orders: 0, sales: 0, refunds: voidRefund + cancelRefund });

    const only23rd = await f.api('GET', '/api/admin/reports/transactions?from=2026-11-23&to=2026-11-23');
    expect((only23rd.data.items as { kind: string }[]).every((i) => i.kind === 'refund')).toBe(true);
    const only22nd = await f.api('GET', '/api/admin/reports/transactions?from=2026-11-22&to=2026-11-22');
    expect((only22nd.data.items as { orderId: number }[]).map((i) => i.orderId)).toContain(lateSale.id);
    expect((only22nd.data.items as { day: string }[]).every((i) => i.day === '2026-11-22')).toBe(true);
  });

  it('end a year after the start when no end is given, and refuse an end before the start', async () => {
    const open = await f.api('GET', '/api/admin/reports/payments-audit?from=2026-11-01');
    expect(open.data).toMatchObject({ firstDay: '2026-11-01', lastDay: '2027-11-01' });
    // A year counts the same orders and tickets as the two days that have them.
    const year = await f.api('GET', '/api/admin/reports/sales-by-transaction-date?from=2026-11-01');
    const days = await f.api('GET', `/api/admin/reports/sales-by-transaction-date${range}`);
    expect((year.data.totals as Totals).tickets).toBeGreaterThan(0);
    expect(year.data.totals).toEqual(days.data.totals);
    const bad = await f.api('GET', '/api/admin/reports/payments-audit?from=2026-11-23&to=2026-11-22');
    expect(bad.statusCode).toBe(400);
    expect(errorCode(bad)).toBe('admin.report_range_invalid');
  });

  it('filter by payment type and by channel', async () => {
    const cash = await f.api('GET', `/api/admin/reports/payments-audit${range}&paymentTypes=Cash`);
    expect((cash.data.lines as { paymentType: string }[]).map((l) => l.paymentType)).toEqual(['Cash']);
    const web = await f.api('GET', `/api/admin/reports/sales-by-transaction-date${range}&channels=Web`);
    expect((web.data.totals as Totals).sales).toBe(sold[3]!.total);
    const event = await f.api(
      'GET',
      `/api/admin/reports/sales-by-transaction-date${range}&eventIds=${f.eventId}`,
    );
    expect((event.data.totals as Totals).sales).toBe(soldTotal());
    const nothing = await f.api('GET', `/api/admin/reports/payments-audit${range}&channels=Nowhere`);
    expect(nothing.statusCode).toBe(400);
  });
});

describe('a venue chosen', () => {
  it('keeps only its events’ orders, in every money report, and still agrees across them', async () => {
    const event = await f.api('GET', `/api/admin/events/${f.eventId}`);
    const home = event.data.venueId as number;
    const made = await f.api('POST', '/api/admin/venues', {
      name: 'Studio Theatre',
      accessibilityMode: 'SeatLevel',
      timezone: event.data.timezone ?? 'America/New_York',
    });
    expect(made.statusCode, made.body).toBe(201);
    const ask = (report: string, venueId: number) =>
      f.api('GET', `/api/admin/reports/${report}${range}&venueId=${venueId}&pageSize=100`);
    const all = await f.api('GET', `/api/admin/reports/sales-by-transaction-date${range}`);
    const atHome = await ask('sales-by-transaction-date', home);
    expect(atHome.data.totals).toEqual(all.data.totals);
    // The studio plays nothing yet: no sales, payments or transactions there.
    const studio = made.data.id as number;
    expect((await ask('sales-by-transaction-date', studio)).data.totals).toMatchObject({ orders: 0, net: 0 });
    expect((await ask('payments-audit', studio)).data.totals).toMatchObject({ payments: 0, net: 0 });
    expect((await ask('transactions', studio)).data.total).toBe(0);
    expect((await ask('payments-audit', home)).data.totals).toMatchObject({
      net: (all.data.totals as Totals).net,
    });
  });
});

describe('who may run reports', () => {
  const staff = async (options: Parameters<typeof createStaffUser>[1]) => {
    const user = await createStaffUser(t.database.db, options);
    const token = await signInAs(t.app, user.email);
    return (url: string) => call(t.app, { method: 'GET', url, token });
  };

  it('refuses a role without the reports permission', async () => {
    const seller = await staff({ accountId: f.accountId, role: 'PointOfSale' });
    const res = await seller(`/api/admin/reports/sales-by-transaction-date${range}`);
    expect(res.statusCode).toBe(403);
    expect(errorCode(res)).toBe('auth.permission_denied');
  });

  it('refuses a report the user group leaves off its restrict-reports list', async () => {
    const group = await createUserGroup(t.database.db, f.accountId, {
      restrictions: { reports: ['Payments audit', 'transactions'] },
    });
    const supervisor = await staff({
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
      userGroupId: group.id,
    });
    const refused = await supervisor(`/api/admin/reports/sales-by-transaction-date${range}`);
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('admin.report_not_allowed');
    const download = await supervisor(
      `/api/admin/reports/download${range}&report=sales-by-transaction-date&format=csv`,
    );
    expect(download.statusCode).toBe(403);
    expect((await supervisor(`/api/admin/reports/payments-audit${range}`)).statusCode).toBe(200);
    expect((await supervisor(`/api/admin/reports/transactions${range}`)).statusCode).toBe(200);
    const transactions = await supervisor(
      `/api/admin/reports/download${range}&report=transactions&format=csv`,
    );
    expect(transactions.statusCode).toBe(200);
    expect(transactions.body).toMatch(/^\uFEFFDate,/);
    expect((await supervisor(`/api/admin/reports/guest-manifest?eventId=${f.eventId}`)).statusCode).toBe(403);
  });

  it('counts only orders within the user group’s events scope', async () => {
    const group = await createUserGroup(t.database.db, f.accountId, {
      eventsScope: 'venues',
      eventsScopeIds: [999_999],
    });
    const supervisor = await staff({
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
      userGroupId: group.id,
    });
    const sales = await supervisor(`/api/admin/reports/sales-by-transaction-date${range}`);
    expect(sales.statusCode, sales.body).toBe(200);
    expect((sales.data.totals as Totals).sales).toBe(0);
    const named = await supervisor(`/api/admin/reports/payments-audit${range}&eventIds=${f.eventId}`);
    expect(named.statusCode).toBe(403);
    expect(errorCode(named)).toBe('sale.event_out_of_scope');
  });

  it('blanks names and emails where the group hides customer personal data', async () => {
    const shown = await f.api('GET', `/api/admin/reports/guest-manifest?eventId=${f.eventId}&pageSize=100`);
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.data.personalDataHidden).toBe(false);
    const names = (shown.data.items as { buyerName: string }[]).map((i) => i.buyerName);
    expect(names).toContain('Grace Hopper');
    expect(names).toContain('Ada Lovelace');
    expect(shown.data.totals).toEqual({ tickets: 8, live: 8 - 1 - 1, admitted: 0 });

    const group = await createUserGroup(t.database.db, f.accountId, {
      displayRules: { hideCustomerDataInReports: true },
    });
    const supervisor = await staff({
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
      userGroupId: group.id,
    });
    const hidden = await supervisor(`/api/admin/reports/guest-manifest?eventId=${f.eventId}&pageSize=100`);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.data.personalDataHidden).toBe(true);
    const items = hidden.data.items as { buyerName: string; buyerEmail: string; section: string }[];
    expect(items).toHaveLength(8);
    expect(items.every((i) => i.buyerName === '' && i.buyerEmail === '' && i.section === 'S1')).toBe(true);
    const csv = await supervisor(
      `/api/admin/reports/download?report=guest-manifest&eventId=${f.eventId}&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toMatch(/Hopper|Lovelace|example\.test/);
  });
});

describe('downloads', () => {
  it('give the same totals as CSV and as an Excel workbook that opens', async () => {
    const sales = await f.api('GET', `/api/admin/reports/sales-by-transaction-date${range}`);
    const totals = sales.data.totals as Totals;

    const csv = await f.api(
      'GET',
      `/api/admin/reports/download${range}&report=sales-by-transaction-date&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Date,Orders,Tickets,Face value,Fees,Discounts,Delivery,Sales,Refunds,Net');
    expect(lines).toHaveLength(1 + 2 + 1);
    expect(lines.at(-1)).toBe(
      [
        'Total',
        totals.orders,
        totals.tickets,
        ...['faceValue', 'fees', 'discounts', 'delivery', 'sales', 'refunds', 'net'].map((k) =>
          (totals[k]! / 100).toFixed(2),
        ),
      ].join(','),
    );

    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/download${range}&report=sales-by-transaction-date&format=xlsx`,
      headers: { authorization: `Bearer ${f.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Total');
    expect(last.getCell(2).value).toBe(totals.orders);
    expect(Math.round((last.getCell(10).value as number) * 100)).toBe(totals.net);
    expect(Math.round((last.getCell(8).value as number) * 100)).toBe(totals.sales);

    const payments = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/download${range}&report=payments-audit&format=xlsx&locale=es-ES`,
      headers: { authorization: `Bearer ${f.token}` },
    });
    const paymentsBook = new ExcelJS.Workbook();
    await paymentsBook.xlsx.load(payments.rawPayload as unknown as ArrayBuffer);
    const ps = paymentsBook.worksheets[0]!;
    expect(ps.getRow(1).getCell(1).value).toBe('Auditoría de pagos');
    expect(Math.round((ps.getRow(ps.rowCount).getCell(6).value as number) * 100)).toBe(totals.net);
  });

  it('head their columns in the chosen language', async () => {
    const csv = await f.api(
      'GET',
      `/api/admin/reports/download${range}&report=sales-by-transaction-date&format=csv&locale=fr`,
    );
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')[0]).toBe(
      'Date,Commandes,Billets,Valeur faciale,Frais,Remises,Livraison,Ventes,Remboursements,Net',
    );
  });

  it('give every transaction of the screen in the CSV, in its order, with its net as the totals row', async () => {
    const csvOf = async (query: string) => {
      const res = await f.api('GET', `/api/admin/reports/download${query}&report=transactions&format=csv`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toMatch(
        /attachment; filename="transactions-2026-11-22\.csv"/,
      );
      return res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
    };
    for (const query of [range, `${range}&paymentTypes=Cash`]) {
      const screen = await f.api('GET', `/api/admin/reports/transactions${query}&pageSize=100`);
      const items = screen.data.items as {
        day: string;
        at: string;
        kind: string;
        orderId: number;
        amount: number;
      }[];
      expect(items.length).toBe(screen.data.total);
      const lines = await csvOf(query);
      expect(lines[0]).toBe('Date,Time,Kind,Order,Channel,Payment type,Last 4,State,Amount');
      expect(lines).toHaveLength(1 + items.length + 1);
      expect(lines.slice(1, -1).map((l) => l.split(',').slice(0, 4).concat(l.split(',').at(-1)!))).toEqual(
        items.map((i) => [
          i.day,
          i.at,
          i.kind === 'payment' ? 'Payment' : 'Refund',
          String(i.orderId),
          (i.amount / 100).toFixed(2),
        ]),
      );
      expect(lines.at(-1)).toBe(`Total,,,,,,,,${((screen.data.totals as Totals).net! / 100).toFixed(2)}`);
    }
    expect((await csvOf(`${range}&paymentTypes=Cash`)).slice(1, -1).every((l) => l.includes(',Cash,'))).toBe(
      true,
    );
  });

  it('give a PDF', async () => {
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/download${range}&report=transactions&format=pdf`,
      headers: { authorization: `Bearer ${f.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
