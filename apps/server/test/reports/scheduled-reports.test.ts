import { localDay, zonedInstant } from '@tessera/domain';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { adminsOfTwoAccounts, createStaffUser, createUserGroup, signInAs } from '../factories';
import { call, type Json, startTestApp, type TestApp } from '../harness';
import { sell } from '../orders/order-fixture';
import { readMail } from '../tickets/mail-read';

// The venue is in New York. The clock starts now (the job queue's database keeps real time) and
// moves to 10:00 there on the next Sunday but one; the job queue runs only as the test moves it.
const ZONE = 'America/New_York';
const sunday = (() => {
  const start = new Date(Date.now() + 2 * 86_400_000);
  for (let n = 0; ; n++) {
    const day = localDay(new Date(start.getTime() + n * 86_400_000), ZONE);
    if (new Date(`${day}T12:00:00Z`).getUTCDay() === 0) return day;
  }
})();
/** The venue's local day `n` days after that Sunday. */
const day = (n: number) =>
  new Date(Date.parse(`${sunday}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** The instant of a local time on that day. */
const at = (n: number, time: string, plusMs = 0) => {
  const [y, m, d] = day(n).split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(zonedInstant(y, m, d, hh, mm, ZONE).getTime() + plusMs).toISOString();
};
let t: TestApp;
let f: SaleFixture;
let soldTotal = 0;

const errorCode = (res: { data: Json }) => (res.data.errors as { code: string }[] | undefined)?.[0]?.code;

async function signInAgain() {
  const admin = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'Admin' });
  const token = await signInAs(t.app, admin.email);
  f.token = token;
  f.api = (method, url, payload) => call(t.app, { method, url, token, payload });
}

const schedule = (over: Json = {}): Json => ({
  name: 'Weekly payments',
  report: 'payments-audit',
  format: 'csv',
  range: 'last-7-days',
  recipients: ['finance@venue.test'],
  subject: 'Payments last week',
  message: 'The payments of last week are attached.',
  frequencyUnit: 'week',
  frequencyCount: 1,
  daysOfWeek: [1],
  timeOfDay: '07:00',
  timeZone: 'America/New_York',
  ...over,
});

/** Moves the clock to an instant in steps, letting the job queue run what falls due. */
async function moveTo(at: string) {
  const target = Date.parse(at);
  if (target > t.clock.now.getTime()) await t.clock.advance(target - t.clock.now.getTime());
}

/** Waits for a schedule's run of a due time to finish. */
async function finishedRun(id: number, dueAt: string) {
  for (let i = 0; i < 300; i++) {
    const runs = await f.api('GET', `/api/admin/reports/scheduled/${id}/runs`);
    if (runs.statusCode === 401) await signInAgain();
    const run = ((runs.data as unknown as Json[]) ?? []).find?.((r) => r.dueAt === dueAt);
    if (run && run.status !== 'running') return run;
    await t.clock.advance(1_000);
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no finished run of ${id} at ${dueAt}`);
}

beforeAll(async () => {
  t = await startTestApp({ now: new Date(), withSmtp: true, movableClock: true });
  await t.clock.advance(Date.parse(at(0, '10:00')) - t.clock.now.getTime());
  f = await saleFixture(t, { maxTicketsPerOrder: 8 });
  const tick = () => t.clock.advance(2_500);
  soldTotal += (await sell(f, ['A-1', 'A-2'], undefined, tick)).total;
  soldTotal += (await sell(f, ['A-3'], undefined, tick)).total;
});
afterAll(() => t.close());

describe('saved filters', () => {
  it('save under a name; saving under an existing name (any case) overwrites it', async () => {
    const first = await f.api('PUT', '/api/admin/reports/filters', {
      report: 'payments-audit',
      name: 'Card only',
      filters: { paymentTypes: 'CreditCard' },
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.data).toMatchObject({
      name: 'Card only',
      filters: { paymentTypes: 'CreditCard' },
      usedBy: 0,
    });
    const again = await f.api('PUT', '/api/admin/reports/filters', {
      report: 'payments-audit',
      name: 'CARD ONLY',
      filters: { paymentTypes: 'Cash', channels: 'PointOfSale' },
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.data.id).toBe(first.data.id);
    expect(again.data).toMatchObject({
      name: 'CARD ONLY',
      filters: { paymentTypes: 'Cash', channels: 'PointOfSale' },
    });
    // The same name on another report is another filter.
    const other = await f.api('PUT', '/api/admin/reports/filters', {
      report: 'transactions',
      name: 'Card only',
      filters: {},
    });
    expect(other.data.id).not.toBe(first.data.id);
    const list = await f.api('GET', '/api/admin/reports/filters?report=payments-audit');
    expect((list.data as unknown as Json[]).map((x) => x.name)).toEqual(['CARD ONLY']);
  });

  it('refuses odd filters with 4xx', async () => {
    const bad = [
      { report: 'payments-audit', name: 'x', filters: { paymentTypes: 'Bitcoin' } },
      { report: 'nope', name: 'x', filters: {} },
      { report: 'payments-audit', name: '', filters: {} },
      { report: 'payments-audit', name: 'x', filters: { extra: 1 } },
      { report: 'payments-audit', name: 'x', filters: { eventIds: 'a,b' } },
      { report: 'payments-audit', name: 'x'.repeat(101), filters: {} },
    ];
    for (const payload of bad) {
      const res = await f.api('PUT', '/api/admin/reports/filters', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    const venue = await f.api('PUT', '/api/admin/reports/filters', {
      report: 'payments-audit',
      name: 'x',
      filters: { venueId: 999_999 },
    });
    expect(venue.statusCode).toBe(404);
    expect((await f.api('DELETE', '/api/admin/reports/filters/999999')).statusCode).toBe(404);
    expect((await f.api('DELETE', '/api/admin/reports/filters/abc')).statusCode).toBe(400);
  });
});

describe('scheduled reports', { timeout: 60_000 }, () => {
  let weeklyId = 0;
  let filterId = 0;

  it('are created with their next run in the venue time zone, and listed', async () => {
    const filters = await f.api('GET', '/api/admin/reports/filters?report=payments-audit');
    filterId = (filters.data as unknown as Json[])[0]!.id as number;
    // The filter keeps cash at the box office: the sales above.
    await f.api('PUT', '/api/admin/reports/filters', {
      report: 'payments-audit',
      name: 'Card only',
      filters: { paymentTypes: 'Cash' },
    });
    const made = await f.api('POST', '/api/admin/reports/scheduled', schedule({ savedFilterId: filterId }));
    expect(made.statusCode, made.body).toBe(201);
    weeklyId = made.data.id as number;
    // Monday 23 November 07:00 in New York.
    expect(made.data).toMatchObject({
      nextRunAt: at(1, '07:00'),
      paused: false,
      delivery: 'email',
      savedFilter: { id: filterId, name: 'Card only' },
      lastRun: null,
    });
    const list = await f.api('GET', '/api/admin/reports/scheduled');
    expect((list.data as unknown as Json[]).map((s) => s.name)).toContain('Weekly payments');
  });

  it('refuse to delete a saved filter a scheduled report uses', async () => {
    const res = await call(t.app, {
      method: 'DELETE',
      url: `/api/admin/reports/filters/${filterId}`,
      token: f.token,
      headers: { 'accept-language': 'fr' },
    });
    expect(res.statusCode).toBe(409);
    expect(errorCode(res)).toBe('admin.report_filter_in_use');
    expect(JSON.stringify(res.data)).toContain('rapport programmé');
    const en = await f.api('DELETE', `/api/admin/reports/filters/${filterId}`);
    expect(JSON.stringify(en.data)).toContain('Cannot delete filter as it is used by a scheduled report.');
    const listed = await f.api('GET', '/api/admin/reports/filters?report=payments-audit');
    expect((listed.data as unknown as Json[])[0]).toMatchObject({ id: filterId, usedBy: 1 });
  });

  it('refuse odd schedules with 4xx', async () => {
    const bad: Json[] = [
      schedule({ timeZone: 'Mars/Olympus' }),
      schedule({ timeOfDay: '24:00' }),
      schedule({ frequencyCount: 0 }),
      schedule({ frequencyUnit: 'fortnight' }),
      schedule({ daysOfWeek: [8] }),
      schedule({ recipients: [] }),
      schedule({ recipients: ['not-an-address'] }),
      schedule({ format: 'docx' }),
      schedule({ range: 'forever' }),
      schedule({ extra: true }),
    ];
    for (const payload of bad) {
      const res = await f.api('POST', '/api/admin/reports/scheduled', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    // A filter of another report is not one of this report's.
    const other = await f.api('GET', '/api/admin/reports/filters?report=transactions');
    const otherId = (other.data as unknown as Json[])[0]!.id;
    const wrong = await f.api('POST', '/api/admin/reports/scheduled', schedule({ savedFilterId: otherId }));
    expect(wrong.statusCode).toBe(404);
    expect((await f.api('PUT', '/api/admin/reports/scheduled/999999', schedule())).statusCode).toBe(404);
  });

  it('run by the job queue when the clock reaches their time, mailing the file (CSV) with the run recorded', async () => {
    await moveTo(at(1, '07:00', 30_000));
    await signInAgain();
    const run = await finishedRun(weeklyId, at(1, '07:00'));
    expect(run, JSON.stringify(run)).toMatchObject({
      status: 'succeeded',
      error: null,
      firstDay: day(-6),
      lastDay: day(0),
    });
    const mail = await readMail((await t.smtp!.lastTo('finance@venue.test')).raw);
    expect(mail.subject).toBe('Payments last week');
    expect(mail.text).toContain('The payments of last week are attached.');
    const [name, content] = [...mail.attachments.entries()][0]!;
    expect(name).toBe(`payments-audit-${day(-6)}.csv`);
    const csv = content.toString('utf8');
    // The saved filter kept cash: both sales, and a totals row that is their sum.
    expect(csv).toContain('Cash');
    expect(csv).not.toContain('CreditCard');
    expect(csv).toContain((soldTotal / 100).toFixed(2));
    const listed = (await f.api('GET', '/api/admin/reports/scheduled')).data as unknown as Json[];
    const weekly = listed.find((s) => s.id === weeklyId)!;
    expect(weekly.nextRunAt).toBe(at(8, '07:00'));
    expect((weekly.lastRun as Json).status).toBe('succeeded');
  });

  it('deliver Excel files daily at their local time', async () => {
    const made = await f.api(
      'POST',
      '/api/admin/reports/scheduled',
      schedule({
        name: 'Daily sales',
        report: 'sales-by-transaction-date',
        format: 'xlsx',
        frequencyUnit: 'day',
        daysOfWeek: [],
        timeOfDay: '08:15',
        range: 'last-30-days',
        recipients: ['gm@venue.test', 'owner@venue.test'],
        subject: 'Daily sales',
      }),
    );
    expect(made.statusCode, made.body).toBe(201);
    expect(made.data.nextRunAt).toBe(at(1, '08:15'));
    await moveTo(at(1, '08:15', 30_000));
    await signInAgain();
    const run = await finishedRun(made.data.id as number, at(1, '08:15'));
    expect(run.status, JSON.stringify(run)).toBe('succeeded');
    for (const to of ['gm@venue.test', 'owner@venue.test']) {
      const mail = await readMail((await t.smtp!.lastTo(to)).raw);
      const file = [...mail.attachments.values()][0]!;
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(file as unknown as ArrayBuffer);
      const sheet = book.worksheets[0]!;
      const values = sheet
        .getSheetValues()
        .flat()
        .filter((v) => typeof v === 'number') as number[];
      // The totals row carries the day's sales in money units.
      expect(values).toContain(soldTotal / 100);
    }
  });

  it('pause: a paused schedule has no next run and sends nothing', async () => {
    const list = (await f.api('GET', '/api/admin/reports/scheduled')).data as unknown as Json[];
    const daily = list.find((s) => s.name === 'Daily sales')!;
    const body = schedule({
      name: 'Daily sales',
      report: 'sales-by-transaction-date',
      format: 'xlsx',
      frequencyUnit: 'day',
      daysOfWeek: [],
      timeOfDay: '08:15',
      range: 'last-30-days',
      recipients: ['gm@venue.test'],
      subject: 'Daily sales',
      paused: true,
    });
    const paused = await f.api('PUT', `/api/admin/reports/scheduled/${daily.id}`, body);
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.data).toMatchObject({ paused: true, nextRunAt: null });
    const before = t.smtp!.received.filter((m) => m.to.includes('gm@venue.test')).length;
    await moveTo(at(3, '08:16'));
    await new Promise((r) => setTimeout(r, 1_500));
    expect(t.smtp!.received.filter((m) => m.to.includes('gm@venue.test')).length).toBe(before);
    await signInAgain();
    const resumed = await f.api('PUT', `/api/admin/reports/scheduled/${daily.id}`, {
      ...body,
      paused: false,
    });
    expect(resumed.data).toMatchObject({ paused: false, nextRunAt: at(4, '08:15') });
  });

  it('record a failed run when the owner may no longer run the report, and retry it on demand', async () => {
    const group = await createUserGroup(t.database.db, f.accountId, {});
    const owner = await createStaffUser(t.database.db, {
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
      userGroupId: group.id,
    });
    const token = await signInAs(t.app, owner.email);
    const made = await call(t.app, {
      method: 'POST',
      url: '/api/admin/reports/scheduled',
      token,
      payload: schedule({ name: 'Owner left', frequencyUnit: 'day', daysOfWeek: [], timeOfDay: '09:00' }),
    });
    expect(made.statusCode, made.body).toBe(201);
    const { userGroups } = await import('@/db/schema');
    const { eq } = await import('drizzle-orm');
    await t.database.db
      .update(userGroups)
      .set({ restrictions: { reports: ['transactions'] } })
      .where(eq(userGroups.id, group.id));
    const due = made.data.nextRunAt as string;
    await moveTo(new Date(Date.parse(due) + 30_000).toISOString());
    await signInAgain();
    const run = await finishedRun(made.data.id as number, due);
    expect(run).toMatchObject({ status: 'failed', error: 'admin.report_not_allowed' });
    // Allowed again, a retry runs now and succeeds.
    await t.database.db.update(userGroups).set({ restrictions: {} }).where(eq(userGroups.id, group.id));
    const retry = await f.api('POST', `/api/admin/reports/scheduled/${made.data.id}/run`);
    expect(retry.statusCode, retry.body).toBe(200);
    let last: Json | undefined;
    for (let i = 0; i < 200; i++) {
      await t.clock.advance(1_000);
      await new Promise((r) => setTimeout(r, 50));
      const runs = (await f.api('GET', `/api/admin/reports/scheduled/${made.data.id}/runs`))
        .data as unknown as Json[];
      last = runs[0];
      if (runs.length === 2 && last?.status !== 'running') break;
    }
    expect(last).toMatchObject({ status: 'succeeded' });
  });

  it('are refused to roles without reports, and kept to the group’s reports list', async () => {
    const taker = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'TicketTaker' });
    const takerToken = await signInAs(t.app, taker.email);
    const refused = await call(t.app, {
      method: 'GET',
      url: '/api/admin/reports/scheduled',
      token: takerToken,
    });
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('auth.permission_denied');

    const group = await createUserGroup(t.database.db, f.accountId, {
      restrictions: { reports: ['Transactions'] },
    });
    const sup = await createStaffUser(t.database.db, {
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
      userGroupId: group.id,
    });
    const token = await signInAs(t.app, sup.email);
    const list = await call(t.app, { method: 'GET', url: '/api/admin/reports/scheduled', token });
    expect(list.statusCode).toBe(200);
    expect(list.data).toEqual([]);
    const create = await call(t.app, {
      method: 'POST',
      url: '/api/admin/reports/scheduled',
      token,
      payload: schedule(),
    });
    expect(create.statusCode).toBe(403);
    expect(errorCode(create)).toBe('admin.report_not_allowed');
    const edit = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/reports/scheduled/${weeklyId}`,
      token,
      payload: schedule(),
    });
    expect(edit.statusCode).toBe(403);
    const filters = await call(t.app, { method: 'GET', url: '/api/admin/reports/filters', token });
    expect((filters.data as unknown as Json[]).every((x) => x.report === 'transactions')).toBe(true);
  });

  it('stay within their account', async () => {
    const { otherToken } = await adminsOfTwoAccounts(t.app, t.database.db);
    const api = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, payload?: Json) =>
      call(t.app, { method, url, token: otherToken, payload });
    expect((await api('GET', '/api/admin/reports/scheduled')).data).toEqual([]);
    expect((await api('GET', '/api/admin/reports/filters')).data).toEqual([]);
    expect((await api('GET', `/api/admin/reports/scheduled/${weeklyId}/runs`)).statusCode).toBe(404);
    expect((await api('PUT', `/api/admin/reports/scheduled/${weeklyId}`, schedule())).statusCode).toBe(404);
    expect((await api('DELETE', `/api/admin/reports/scheduled/${weeklyId}`)).statusCode).toBe(404);
    expect((await api('POST', `/api/admin/reports/scheduled/${weeklyId}/run`)).statusCode).toBe(404);
    expect((await api('DELETE', `/api/admin/reports/filters/${filterId}`)).statusCode).toBe(404);
    const theirs = await api('POST', '/api/admin/reports/scheduled', schedule({ savedFilterId: filterId }));
    expect(theirs.statusCode).toBe(404);
  });

  it('delete, after which its filter can be deleted', async () => {
    expect((await f.api('DELETE', `/api/admin/reports/scheduled/${weeklyId}`)).statusCode).toBe(200);
    expect((await f.api('GET', `/api/admin/reports/scheduled/${weeklyId}/runs`)).statusCode).toBe(404);
    const del = await f.api('DELETE', `/api/admin/reports/filters/${filterId}`);
    expect(del.statusCode, del.body).toBe(200);
  });
});
