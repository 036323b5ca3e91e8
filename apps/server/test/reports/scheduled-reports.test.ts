import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaleFixture } from '../commerce/sale-fixture';
import { createStaffUser, createUserGroup, signInAs } from '../factories';
import { call, type Json, type TestApp } from '../harness';
import { readMail } from '../tickets/mail-read';
import {
  at,
  day,
  type ScheduledReportsWorld,
  schedule,
  scheduledReportsWorld,
} from './scheduled-reports-fixture';

// Scheduled reports as the job queue runs them when the clock reaches their time. Who may see,
// make and change them: scheduled-report-filters.test.ts.
let w: ScheduledReportsWorld;
let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  w = await scheduledReportsWorld();
  ({ t, f } = w);
});
afterAll(() => t.close());

describe('scheduled reports', { timeout: 60_000 }, () => {
  let weeklyId = 0;
  let filterId = 0;

  it('are created with their next run in the venue time zone, and listed', async () => {
    // The filter keeps cash at the box office: the sales made before.
    const saved = await f.api('PUT', '/api/admin/reports/filters', {
      report: 'payments-audit',
      name: 'Card only',
      filters: { paymentTypes: 'Cash' },
    });
    filterId = saved.data.id as number;
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

  it('run by the job queue when the clock reaches their time, mailing the file (CSV) with the run recorded', async () => {
    await w.moveTo(at(1, '07:00', 30_000));
    await w.signInAgain();
    const run = await w.finishedRun(weeklyId, at(1, '07:00'));
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
    expect(csv).toContain((w.soldTotal / 100).toFixed(2));
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
    await w.moveTo(at(1, '08:15', 30_000));
    await w.signInAgain();
    const run = await w.finishedRun(made.data.id as number, at(1, '08:15'));
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
      expect(values).toContain(w.soldTotal / 100);
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
    await w.moveTo(at(3, '08:16'));
    await new Promise((r) => setTimeout(r, 1_500));
    expect(t.smtp!.received.filter((m) => m.to.includes('gm@venue.test')).length).toBe(before);
    await w.signInAgain();
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
    await w.moveTo(new Date(Date.parse(due) + 30_000).toISOString());
    await w.signInAgain();
    const run = await w.finishedRun(made.data.id as number, due);
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
});
