import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ScheduledReportRow } from '@/modules/reports/report-schedules.store';
import { scheduledFile } from '@/modules/reports/report-schedules-run.service';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createAccount, createStaffUser, createUserGroup, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { card, sell } from '../orders/order-fixture';

// UK theatres → Payments (decisions/0092). The venue is in New York; the clock starts at 10:00
// there on Sunday 22 November 2026: a cash sale and a card sale on Sunday, a cash sale at 23:30
// (Monday in UTC, still Sunday at the venue), one on Monday, and Monday a refund in cash.
let t: TestApp;
let f: SaleFixture;
const sold: { id: number; total: number }[] = [];
let refund = 0;
/** The admin who owns the schedules made below. */
let ownerId = 0;

type Json = Record<string, unknown>;
type Totals = Record<string, number>;
type Line = {
  day: string;
  paymentType: string;
  brand: string | null;
  taken: number;
  refunded: number;
  net: number;
};
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
  moveTo('2026-11-23T04:30:00Z');
  await signInAgain();
  sold.push(await sell(f, ['C-1']));
  moveTo('2026-11-23T05:30:00Z');
  await signInAgain();
  sold.push(await sell(f, ['C-2']));
  moveTo('2026-11-23T15:00:00Z');
  await signInAgain();
  const first = await f.api('GET', `/api/admin/orders/${sold[0]!.id}`);
  const ticketId = (first.data.tickets as { id: number }[])[0]!.id;
  const voided = await f.api('POST', `/api/admin/orders/${sold[0]!.id}/void`, {
    ticketIds: [ticketId],
    returnTo: 'open',
  });
  expect(voided.statusCode, voided.body).toBe(200);
  refund = (voided.data.refunds as { amount: number }[]).reduce((n, r) => n + r.amount, 0);
});
afterAll(() => t.close());

describe('UK theatres payments', () => {
  it('splits the money per venue day, payment type and card brand, and its net equals sales by transaction date’s', async () => {
    const report = await f.api('GET', `/api/admin/reports/uk-payments${range}`);
    expect(report.statusCode, report.body).toBe(200);
    const sales = await f.api('GET', `/api/admin/reports/sales-by-transaction-date${range}`);
    const lines = report.data.lines as Line[];
    // Day by day, the lines' net is the sales report's net.
    for (const day of sales.data.days as { day: string; net: number }[]) {
      const net = lines.filter((l) => l.day === day.day).reduce((n, l) => n + l.net, 0);
      expect(net, String(day.day)).toBe(day.net);
    }
    const totals = report.data.totals as Totals;
    expect(totals.net).toBe((sales.data.totals as Totals).net);
    const all = sold.reduce((n, o) => n + o.total, 0);
    expect(totals).toEqual({ taken: all, refunded: refund, net: all - refund });
    const card = lines.find((l) => l.paymentType === 'CreditCard')!;
    expect(card).toMatchObject({ day: '2026-11-22', taken: sold[1]!.total, refunded: 0 });
    expect(card.brand).toMatch(/visa/i);
    // The 23:30 sale is Sunday's cash; the refund is Monday's, under the cash it gives back.
    const cash = lines.filter((l) => l.paymentType === 'Cash');
    expect(cash.map((l) => [l.day, l.brand, l.taken, l.refunded])).toEqual([
      ['2026-11-22', null, sold[0]!.total + sold[2]!.total, 0],
      ['2026-11-23', null, sold[3]!.total, refund],
    ]);
    expect(report.data.types).toEqual([
      {
        paymentType: 'Cash',
        taken: all - sold[1]!.total,
        refunded: refund,
        net: all - sold[1]!.total - refund,
      },
      { paymentType: 'CreditCard', taken: sold[1]!.total, refunded: 0, net: sold[1]!.total },
    ]);
  });

  it('keeps only the payment types asked for', async () => {
    const report = await f.api('GET', `/api/admin/reports/uk-payments${range}&paymentTypes=CreditCard`);
    expect(report.statusCode, report.body).toBe(200);
    expect((report.data.lines as Json[]).map((l) => l.paymentType)).toEqual(['CreditCard']);
    expect((report.data.totals as Totals).net).toBe(sold[1]!.total);
  });

  it('downloads as Excel with the screen’s totals, and as a CSV in Spanish', async () => {
    const report = await f.api('GET', `/api/admin/reports/uk-payments${range}`);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/download${range}&report=uk-payments&format=xlsx`,
      headers: { authorization: `Bearer ${f.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Payments');
    expect(sheet.getRow(4).values).toEqual([
      undefined,
      'Date',
      'Payment type',
      'Card brand',
      'Taken',
      'Refunded',
      'Net',
    ]);
    const last = sheet.getRow(sheet.rowCount);
    expect(last.getCell(1).value).toBe('Total');
    expect(Math.round((last.getCell(6).value as number) * 100)).toBe((report.data.totals as Totals).net);
    const csv = await f.api(
      'GET',
      `/api/admin/reports/download${range}&report=uk-payments&format=csv&locale=es-ES`,
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.body.split(/\r?\n/)[0]).toBe(
      '\ufeffFecha,Tipo de pago,Marca de tarjeta,Cobrado,Reembolsado,Neto',
    );
    expect(csv.body).toContain('2026-11-22,CreditCard,Visa,');
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/download${range}&report=uk-payments&format=pdf&locale=fr`,
      headers: { authorization: `Bearer ${f.token}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.subarray(0, 4).toString()).toBe('%PDF');
  });

  it('can be scheduled, and a run makes the same file as the download', async () => {
    const admin = await signInAgain();
    ownerId = admin.id;
    const made = await f.api('POST', '/api/admin/reports/scheduled', {
      name: 'Payments',
      report: 'uk-payments',
      format: 'csv',
      range: 'last-7-days',
      recipients: ['finance@venue.test'],
      subject: 'Payments',
      message: 'The week’s payments.',
      frequencyUnit: 'day',
      frequencyCount: 1,
      daysOfWeek: [],
      timeOfDay: '07:00',
      timeZone: 'America/New_York',
    });
    expect(made.statusCode, made.body).toBe(201);
    const file = await scheduledFile(
      t.database.db,
      {
        accountId: f.accountId,
        ownerUserId: admin.id,
        report: 'uk-payments',
        format: 'csv',
        savedFilterId: null,
      } as ScheduledReportRow,
      { firstDay: '2026-11-22', lastDay: '2026-11-23' },
      t.clock.now,
    );
    const download = await f.api('GET', `/api/admin/reports/download${range}&report=uk-payments&format=csv`);
    expect(file.body.toString('utf8')).toBe(download.body);
  });

  it('is refused, download too, to a group whose list leaves it off, and shows another account nothing', async () => {
    const group = await createUserGroup(t.database.db, f.accountId, {
      restrictions: { reports: ['Daily figures'] },
    });
    const user = await createStaffUser(t.database.db, {
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
      userGroupId: group.id,
    });
    const token = await signInAs(t.app, user.email);
    for (const url of [
      `/api/admin/reports/uk-payments${range}`,
      `/api/admin/reports/download${range}&report=uk-payments&format=csv`,
      `/api/admin/reports/transactions-v2${range}&page=1&pageSize=10`,
      `/api/admin/reports/download${range}&report=transactions-v2&format=xlsx`,
    ]) {
      const refused = await call(t.app, { method: 'GET', url, token });
      expect(refused.statusCode, url).toBe(403);
      expect(errorCode(refused)).toBe('admin.report_not_allowed');
    }
    const allowed = await createUserGroup(t.database.db, f.accountId, {
      restrictions: { reports: ['Payments'] },
    });
    const finance = await createStaffUser(t.database.db, {
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
      userGroupId: allowed.id,
    });
    const ok = await call(t.app, {
      method: 'GET',
      url: `/api/admin/reports/uk-payments${range}`,
      token: await signInAs(t.app, finance.email),
    });
    expect(ok.statusCode, ok.body).toBe(200);

    const other = await createAccount(t.database.db);
    const stranger = await createStaffUser(t.database.db, { accountId: other.id, role: 'Admin' });
    const theirs = await call(t.app, {
      method: 'GET',
      url: `/api/admin/reports/uk-payments${range}`,
      token: await signInAs(t.app, stranger.email),
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.data.lines).toEqual([]);
  });

  it('refuses a range that ends before it starts with 400', async () => {
    const backwards = await f.api('GET', '/api/admin/reports/uk-payments?from=2026-11-23&to=2026-11-22');
    expect(backwards.statusCode).toBe(400);
    expect(errorCode(backwards)).toBe('admin.report_range_invalid');
  });
});

describe('payments v2', () => {
  type V2 = {
    id: string;
    kind: string;
    orderId: number;
    customerName: string;
    customerEmail: string;
    staffName: string | null;
    amount: number;
  };
  it('lists every payment and refund with its order, customer and staff member, with the transactions report’s totals', async () => {
    const v2 = await f.api('GET', `/api/admin/reports/payments-v2${range}&page=1&pageSize=10`);
    expect(v2.statusCode, v2.body).toBe(200);
    const tx = await f.api('GET', `/api/admin/reports/transactions${range}&page=1&pageSize=10`);
    expect(v2.data.totals).toEqual(tx.data.totals);
    expect(v2.data.total).toBe(tx.data.total);
    expect(v2.data.total).toBe(5);
    const page = v2.data.items as V2[];
    expect(page.map((i) => i.id)).toEqual((tx.data.items as V2[]).map((i) => i.id));
    const first = page[0]!;
    expect(first).toMatchObject({
      orderId: sold[0]!.id,
      customerName: 'Ada Lovelace',
      customerEmail: 'ada@example.test',
    });
    expect(first.staffName).toBeTruthy();
    const refund = page.find((i) => i.kind === 'refund')!;
    expect(refund).toMatchObject({ orderId: sold[0]!.id, amount: -refund_() });
    expect(refund.staffName).toBeTruthy();
  });

  it('hides the customer from a group whose display rules say so, on screen and in the streamed CSV', async () => {
    const group = await createUserGroup(t.database.db, f.accountId, {
      displayRules: { hideCustomerDataInReports: true },
    });
    const user = await createStaffUser(t.database.db, {
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
      userGroupId: group.id,
    });
    const token = await signInAs(t.app, user.email);
    const v2 = await call(t.app, {
      method: 'GET',
      url: `/api/admin/reports/payments-v2${range}&page=1&pageSize=10`,
      token,
    });
    expect(v2.statusCode, v2.body).toBe(200);
    expect(v2.data.personalDataHidden).toBe(true);
    expect((v2.data.items as V2[]).every((i) => i.customerName === '' && i.customerEmail === '')).toBe(true);
    const csv = await call(t.app, {
      method: 'GET',
      url: `/api/admin/reports/download${range}&report=payments-v2&format=csv`,
      token,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).not.toContain('Lovelace');
    const mine = await f.api('GET', `/api/admin/reports/download${range}&report=payments-v2&format=csv`);
    const lines = mine.body.trim().split(/\r?\n/);
    expect(lines[0]).toBe(
      'Date,Time,Kind,Order,Name,Email,Channel,Staff,Payment type,Card brand,Last 4,State,Amount',
    );
    expect(lines).toHaveLength(1 + 5 + 1);
    expect(mine.body).toContain('Ada Lovelace');
    const net = (sold.reduce((n, o) => n + o.total, 0) - refund) / 100;
    expect(lines.at(-1)).toBe(`Total,,,,,,,,,,,,${net.toFixed(2)}`);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/admin/reports/download${range}&report=payments-v2&format=xlsx`,
      headers: { authorization: `Bearer ${f.token}` },
    });
    expect(xlsx.statusCode).toBe(200);
  });

  it('is refused, download too, to a group whose list leaves it off', async () => {
    const group = await createUserGroup(t.database.db, f.accountId, {
      restrictions: { reports: ['Payments'] },
    });
    const user = await createStaffUser(t.database.db, {
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
      userGroupId: group.id,
    });
    const token = await signInAs(t.app, user.email);
    for (const url of [
      `/api/admin/reports/payments-v2${range}&page=1&pageSize=10`,
      `/api/admin/reports/download${range}&report=payments-v2&format=csv`,
    ]) {
      const refused = await call(t.app, { method: 'GET', url, token });
      expect(refused.statusCode, url).toBe(403);
      expect(errorCode(refused)).toBe('admin.report_not_allowed');
    }
  });
});
const refund_ = () => refund;

describe('transactions v2', () => {
  type Order = {
    orderId: number;
    received: number;
    refunded: number;
    net: number;
    customerName: string;
    lines: { id: string }[];
  };
  it('groups the transactions per order with their lines, and its totals are the transactions report’s', async () => {
    const v2 = await f.api('GET', `/api/admin/reports/transactions-v2${range}&page=1&pageSize=10`);
    expect(v2.statusCode, v2.body).toBe(200);
    const tx = await f.api('GET', `/api/admin/reports/transactions${range}&page=1&pageSize=10`);
    expect(v2.data.totals).toEqual(tx.data.totals);
    const orders = v2.data.items as Order[];
    expect(v2.data.total).toBe(4);
    expect(orders.map((o) => o.orderId)).toEqual(sold.map((o) => o.id));
    const first = orders[0]!;
    expect(first).toMatchObject({ received: sold[0]!.total, refunded: refund, net: sold[0]!.total - refund });
    expect(first.customerName).toBe('Ada Lovelace');
    expect(first.lines.map((l) => l.id.split('-')[0])).toEqual(['payment', 'refund']);
    expect(orders.flatMap((o) => o.lines.map((l) => l.id)).sort()).toEqual(
      (tx.data.items as { id: string }[]).map((l) => l.id).sort(),
    );
    expect(orders.reduce((n, o) => n + o.net, 0)).toBe((tx.data.totals as Totals).net);
    const second = await f.api('GET', `/api/admin/reports/transactions-v2${range}&page=2&pageSize=10`);
    expect(second.data.items).toEqual([]);
  });

  it('downloads one row per order whose totals row is the screen’s, as the screen counts them', async () => {
    const csv = await f.api('GET', `/api/admin/reports/download${range}&report=transactions-v2&format=csv`);
    expect(csv.statusCode).toBe(200);
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines).toHaveLength(1 + 4 + 1);
    const net = (sold.reduce((n, o) => n + o.total, 0) - refund) / 100;
    expect(lines.at(-1)!.endsWith(`,${net.toFixed(2)}`)).toBe(true);
  });
});

describe('scheduled payments v2 and transactions v2', () => {
  it('make the same CSV as the download', async () => {
    for (const report of ['payments-v2', 'transactions-v2'] as const) {
      const file = await scheduledFile(
        t.database.db,
        {
          accountId: f.accountId,
          ownerUserId: ownerId,
          report,
          format: 'csv',
          savedFilterId: null,
        } as ScheduledReportRow,
        { firstDay: '2026-11-22', lastDay: '2026-11-23' },
        t.clock.now,
      );
      const download = await f.api(
        'GET',
        `/api/admin/reports/download${range}&report=${report}&format=csv&locale=en-US`,
      );
      expect(file.body.toString('utf8'), report).toBe(download.body);
      expect(download.body, report).toContain(String(sold[0]!.id));
    }
  });
});
