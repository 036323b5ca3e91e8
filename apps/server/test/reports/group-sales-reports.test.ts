import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createStaffUser, createUserGroup, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { renewingSession } from '../payment-plans/plan-fixture';

/**
 * The group sales module's reports (decisions/0076): group orders confirmed through the group
 * sales API with a deposit, one sold by a user of a partner agency (so it records a partner
 * commission); the commission each order recorded; what each still owes, agreeing with the
 * payments audit; overdue once the clock passes the balance's due day.
 */
let t: TestApp;
let f: SaleFixture;
const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const buyer = { firstName: 'Grace', lastName: 'Okafor', email: 'okafor@example.test' };
const DAY = 86_400_000;
let keySeq = 0;
let agency: { token: string };
const orders: { id: number; requestId: number; total: number; deposit: number }[] = [];

type Res = Awaited<ReturnType<typeof call>>;
type Line = Record<string, unknown> & { orderId: number };
const code = (res: Res) => (res.data.errors as { code: string }[] | undefined)?.[0]?.code;
const inDays = (d: number) => new Date(t.clock.now.getTime() + d * DAY).toISOString();
const december = '?from=2026-12-01&to=2026-12-31';
const linesOf = (res: Res) => res.data.lines as Line[];

/** Quotes and confirms a group (the API the group sales screen uses), as the given seller. */
async function group(
  seller: (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) => Promise<Res>,
  clientName: string,
  seats: string[],
  deposit: number,
  dueDays: number,
) {
  // The seller makes the client: an agency's user works only its own partner's clients.
  const client = await seller('POST', '/api/admin/group-clients', { name: clientName, contacts: [] });
  expect(client.statusCode, client.body).toBe(201);
  const request = await seller('POST', '/api/admin/group-sale-requests', {
    clientId: client.data.id,
    eventId: f.eventId,
    groupSize: seats.length,
    seatingNote: '',
  });
  expect(request.statusCode, request.body).toBe(201);
  const id = request.data.id as number;
  const quoted = await seller('POST', `/api/admin/group-sale-requests/${id}/quote`, {
    seatIds: seats.map((s) => f.seats.get(s)),
    holdUntil: inDays(3),
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const confirmed = await seller('POST', `/api/admin/group-sale-requests/${id}/confirm`, {
    idempotencyKey: `group-report-${Date.now()}-${++keySeq}`,
    deposit,
    balanceDueAt: inDays(dueDays),
    expectedTotal: quoted.data.total,
    buyer,
    card,
  });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  orders.push({
    id: confirmed.data.orderId as number,
    requestId: id,
    total: quoted.data.total as number,
    deposit,
  });
}

beforeAll(async () => {
  t = await startTestApp({ movableClock: true, now: new Date('2026-12-01T15:00:00Z') });
  f = renewingSession(t, await saleFixture(t));
  // A group-sales agency: a partner with a commission rule, and a user of it who sells groups.
  const partner = await f.api('POST', '/api/admin/partners', { name: 'Coach Tours' });
  const feeSet = await f.api('POST', `/api/admin/event-templates/${f.templateId}/fee-sets`, {
    name: 'Agency commission',
  });
  const fee = await f.api('POST', `/api/admin/fee-sets/${feeSet.data.id}/fees`, {
    name: 'Agency commission',
    category: 'PartnerCommission',
    type: 'PerTicket',
    amountKind: 'Percentage',
    amount: 1000,
  });
  expect(fee.statusCode, fee.body).toBe(201);
  const user = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'Admin' });
  const linked = await f.api('PUT', `/api/admin/users/${user.id}`, {
    firstName: 'Sam',
    lastName: 'Agent',
    role: 'Admin',
    userGroupId: user.userGroupId,
    partnerId: partner.data.id,
  });
  expect(linked.statusCode, linked.body).toBe(200);
  agency = { token: await signInAs(t.app, user.email) };
  const asAgency = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    call(t.app, { method, url, token: agency.token, payload });

  await group(f.api, 'Riverside School', ['A-1', 'A-2', 'A-3', 'A-4'], 5000, 10);
  await group(asAgency, 'Coach Party', ['B-1', 'B-2'], 2000, 20);
});
afterAll(() => t.close());

describe('group sales commissions', () => {
  it('lists each group order with the commission it recorded, and totals', async () => {
    const res = await f.api('GET', `/api/admin/reports/group-sales-commissions${december}`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = linesOf(res);
    expect(lines.map((l) => l.orderId)).toEqual(orders.map((o) => o.id));
    for (const line of lines) {
      const order = await f.api('GET', `/api/admin/orders/${line.orderId}`);
      expect(line.commission).toBe(order.data.partnerCommission);
      expect(order.data.channel).toBe('GroupSales');
    }
    const [school, coach] = lines;
    expect(school).toMatchObject({ clientName: 'Riverside School', contactName: 'Grace Okafor', tickets: 4 });
    expect(school).toMatchObject({ partnerName: null, commissionBasis: 0, commission: 0 });
    // 10% of two $45.00 face values, owed to the agency that sold the group.
    expect(coach).toMatchObject({ clientName: 'Coach Party', partnerName: 'Coach Tours', tickets: 2 });
    expect(coach).toMatchObject({ faceValue: 9000, commissionBasis: 9000, commission: 900 });
    expect(res.data.totals).toMatchObject({ orders: 2, tickets: 6, commission: 900 });
  });
});

describe('group sales payment', () => {
  it('shows what each order owes, agreeing with the payments audit to the cent', async () => {
    const res = await f.api('GET', `/api/admin/reports/group-sales-payment${december}`);
    expect(res.statusCode, res.body).toBe(200);
    const lines = linesOf(res);
    expect(lines.map((l) => l.orderId)).toEqual(orders.map((o) => o.id));
    for (const [i, line] of lines.entries()) {
      const o = orders[i]!;
      expect(line).toMatchObject({
        total: o.total,
        deposit: o.deposit,
        depositPaid: o.deposit,
        paidToDate: o.deposit,
        outstanding: o.total - o.deposit,
        status: 'partlyPaid',
      });
    }
    expect(lines[0]!.balanceDueDay).toBe('2026-12-11');
    const audit = await f.api('GET', `/api/admin/reports/payments-audit${december}&channels=GroupSales`);
    const totals = res.data.totals as Record<string, number>;
    expect(totals.paidToDate).toBe((audit.data.totals as { net: number }).net);
    expect(totals.outstanding).toBe(totals.total! - totals.paidToDate!);
    expect(totals.overdue).toBe(0);

    const byEvent = await f.api('GET', `/api/admin/reports/group-sales-payment${december}&eventIds=999999`);
    expect(linesOf(byEvent)).toEqual([]);
    const laterDue = await f.api(
      'GET',
      '/api/admin/reports/group-sales-payment?from=2026-12-15&to=2026-12-31',
    );
    expect(linesOf(laterDue).map((l) => l.orderId)).toEqual([orders[1]!.id]);
  });

  it('turns overdue the day after the balance is due, and paid once the balance is taken', async () => {
    await t.clock.advance(11 * DAY);
    const res = await f.api('GET', `/api/admin/reports/group-sales-payment${december}`);
    expect(res.data.today).toBe('2026-12-12');
    const [school, coach] = linesOf(res);
    expect(school!.status).toBe('overdue');
    expect(coach!.status).toBe('partlyPaid');
    expect((res.data.totals as { overdue: number }).overdue).toBe(school!.outstanding);

    const paid = await f.api('POST', `/api/admin/group-sale-requests/${orders[1]!.requestId}/pay-balance`);
    expect(paid.statusCode, paid.body).toBe(200);
    const after = await f.api('GET', `/api/admin/reports/group-sales-payment${december}`);
    const coachAfter = linesOf(after)[1]!;
    expect(coachAfter).toMatchObject({ status: 'paid', outstanding: 0, paidToDate: orders[1]!.total });
    const audit = await f.api('GET', `/api/admin/reports/payments-audit${december}&channels=GroupSales`);
    expect((after.data.totals as { paidToDate: number }).paidToDate).toBe(
      (audit.data.totals as { net: number }).net,
    );
  });

  it('downloads as CSV with the same totals row', async () => {
    const res = await f.api('GET', `/api/admin/reports/group-sales-payment${december}`);
    const csv = await f.api(
      'GET',
      `/api/admin/reports/download${december}&report=group-sales-payment&format=csv`,
    );
    expect(csv.statusCode).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order,Group,Contact,Email,Event,Total,Deposit due,Deposit paid,Balance due,Paid to date,Outstanding,Status',
    );
    expect(lines).toHaveLength(1 + 2 + 1);
    const totals = res.data.totals as Record<string, number>;
    expect(lines[3]!.split(',')[10]).toBe((totals.outstanding! / 100).toFixed(2));
    const spanish = await f.api(
      'GET',
      `/api/admin/reports/download${december}&report=group-sales-commissions&format=xlsx&locale=es-ES`,
    );
    expect(spanish.statusCode).toBe(200);
    expect(spanish.headers['content-type']).toContain('spreadsheetml');
  });
});

describe('a scheduled group sales payment report', () => {
  it('is accepted and builds the same file as the download, over the run’s days', async () => {
    const made = await f.api('POST', '/api/admin/reports/scheduled', {
      name: 'Group balances',
      report: 'group-sales-payment',
      format: 'csv',
      range: 'last-7-days',
      recipients: ['groups@venue.test'],
      subject: 'Group balances',
      message: '',
      frequencyUnit: 'week',
      frequencyCount: 1,
      daysOfWeek: [1],
      timeOfDay: '07:00',
      timeZone: 'America/New_York',
    });
    expect(made.statusCode, made.body).toBe(201);
    const { scheduledFile } = await import('@/modules/reports/report-schedules-run.service');
    const { scheduledReportRow } = await import('@/modules/reports/report-schedules.store');
    const row = (await scheduledReportRow(t.database.db, f.accountId, made.data.id as number))!.schedule;
    const file = await scheduledFile(
      t.database.db,
      row,
      { firstDay: '2026-12-01', lastDay: '2026-12-31' },
      t.clock.now,
    );
    const download = await f.api(
      'GET',
      `/api/admin/reports/download${december}&report=group-sales-payment&format=csv`,
    );
    expect(file.fileName).toBe('group-sales-payment-2026-12-01.csv');
    expect(file.body.toString('utf8')).toBe(download.body);
  });
});

describe('who may see group sales reports', () => {
  const staff = async (options: Parameters<typeof createStaffUser>[1]) => {
    const user = await createStaffUser(t.database.db, options);
    const token = await signInAs(t.app, user.email);
    return (url: string) => call(t.app, { method: 'GET', url, token });
  };

  it('refuses them to a user group whose restrict-reports list leaves them off', async () => {
    const restricted = await createUserGroup(t.database.db, f.accountId, {
      restrictions: { reports: ['Payments audit'] },
    });
    const supervisor = await staff({
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
      userGroupId: restricted.id,
    });
    for (const report of ['group-sales-commissions', 'group-sales-payment']) {
      const res = await supervisor(`/api/admin/reports/${report}${december}`);
      expect(res.statusCode).toBe(403);
      expect(code(res)).toBe('admin.report_not_allowed');
      const file = await supervisor(`/api/admin/reports/download${december}&report=${report}&format=pdf`);
      expect(file.statusCode).toBe(403);
    }
    const allowed = await createUserGroup(t.database.db, f.accountId, {
      restrictions: { reports: ['Group sales payment'] },
    });
    const other = await staff({
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
      userGroupId: allowed.id,
    });
    expect((await other(`/api/admin/reports/group-sales-payment${december}`)).statusCode).toBe(200);
    expect((await other(`/api/admin/reports/group-sales-commissions${december}`)).statusCode).toBe(403);
    const seller = await staff({ accountId: f.accountId, role: 'PointOfSale' });
    expect(code(await seller(`/api/admin/reports/group-sales-payment${december}`))).toBe(
      'auth.permission_denied',
    );
  });

  it('blanks the group, contact and email where the group hides customer personal data', async () => {
    const hiding = await createUserGroup(t.database.db, f.accountId, {
      displayRules: { hideCustomerDataInReports: true },
    });
    const supervisor = await staff({
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
      userGroupId: hiding.id,
    });
    for (const report of ['group-sales-commissions', 'group-sales-payment']) {
      const res = await supervisor(`/api/admin/reports/${report}${december}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.data.personalDataHidden).toBe(true);
      expect(linesOf(res)).toHaveLength(2);
      expect(
        linesOf(res).every((l) => l.clientName === '' && l.contactName === '' && l.contactEmail === ''),
      ).toBe(true);
      const csv = await supervisor(`/api/admin/reports/download${december}&report=${report}&format=csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.body).not.toMatch(/Okafor|Riverside|Coach Party|example\.test/);
    }
  });

  it('shows another account nothing of these orders', async () => {
    const other = await saleFixture(t);
    for (const report of ['group-sales-commissions', 'group-sales-payment']) {
      const res = await other.api('GET', `/api/admin/reports/${report}${december}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(linesOf(res)).toEqual([]);
    }
  });

  it('answers bad input with a specific 4xx', async () => {
    const backwards = await f.api(
      'GET',
      '/api/admin/reports/group-sales-payment?from=2026-12-20&to=2026-12-01',
    );
    expect(backwards.statusCode).toBe(400);
    expect(code(backwards)).toBe('admin.report_range_invalid');
    const badEvents = await f.api('GET', '/api/admin/reports/group-sales-commissions?eventIds=abc');
    expect(badEvents.statusCode).toBe(400);
    const badDay = await f.api('GET', '/api/admin/reports/group-sales-payment?from=2026-13-40');
    expect(badDay.statusCode).toBe(400);
    const unknownVenue = await f.api('GET', '/api/admin/reports/group-sales-payment?venueId=999999');
    expect(unknownVenue.statusCode).toBe(404);
  });
});
