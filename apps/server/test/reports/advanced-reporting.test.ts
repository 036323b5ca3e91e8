import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '@/db/schema';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createStaffUser, createUserGroup, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { sell } from '../orders/order-fixture';

// Reports → Advanced reporting (beta) and its permissions tool (decisions/0095).
let t: TestApp;
let f: SaleFixture;

type Json = Record<string, unknown>;
const errorCode = (res: { data: Json }) => (res.data.errors as { code: string }[] | undefined)?.[0]?.code;
const days = 'from=2026-11-01&to=2026-11-30';
const run = (query: string) => f.api('GET', `/api/admin/reports/advanced/run?${days}&${query}`);
const enable = (on: boolean) =>
  t.database.db.update(accounts).set({ advancedReportingEnabled: on }).where(eq(accounts.id, f.accountId));

const staffIn = async (
  userGroupId: number | null,
  role: 'BoxOfficeSupervisor' | 'Admin' = 'BoxOfficeSupervisor',
) => {
  const user = await createStaffUser(t.database.db, {
    accountId: f.accountId,
    role,
    ...(userGroupId ? { userGroupId } : {}),
  });
  const token = await signInAs(t.app, user.email);
  return (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: object) =>
    call(t.app, { method, url, token, payload });
};

beforeAll(async () => {
  t = await startTestApp({ now: new Date('2026-11-22T15:00:00Z') });
  f = await saleFixture(t);
  await sell(f, ['A-1', 'A-2']);
  await sell(f, ['A-3'], (total) => [
    { type: 'Cash', amount: 1000 },
    { type: 'Check', amount: total - 1000 },
  ]);
});
afterAll(() => t.close());

describe('advanced reporting', () => {
  it('answers “not enabled for your account” until the feature is switched on', async () => {
    await enable(false);
    const off = await run('measures=tickets&rows=event');
    expect(off.statusCode).toBe(403);
    expect(errorCode(off)).toBe('admin.report_advanced_not_enabled');
    const features = await f.api('GET', '/api/admin/features');
    expect(features.data.advancedReporting).toBe(false);
    await enable(true);
    expect((await f.api('GET', '/api/admin/features')).data.advancedReporting).toBe(true);
    expect((await run('measures=tickets&rows=event')).statusCode).toBe(200);
  });

  it('groups the tickets sold by the chosen dimensions and reconciles with the sales report', async () => {
    const res = await run('measures=tickets,revenue,fees,orders&rows=event&columns=paymentType');
    expect(res.statusCode, res.body).toBe(200);
    const cells = res.data.cells as { keys: Json; values: Json }[];
    expect(cells).toEqual(
      expect.arrayContaining([
        {
          keys: { event: expect.any(String), paymentType: 'Cash' },
          values: { tickets: 2, revenue: 9300, fees: 300, orders: 1 },
        },
        {
          keys: { event: expect.any(String), paymentType: 'split' },
          values: { tickets: 1, revenue: 4650, fees: 150, orders: 1 },
        },
      ]),
    );
    // Tickets are the grain: the sales report adds the per-order handling fee ($2.00 an order).
    const sales = await f.api('GET', `/api/admin/reports/sales-by-transaction-date?${days}`);
    const revenue = cells.reduce((s, c) => s + Number(c.values.revenue), 0);
    expect(revenue + 2 * 200).toBe((sales.data.totals as Json).sales);
    expect(res.data.scope).toMatchObject({ firstDay: '2026-11-01', lastDay: '2026-11-30' });
  });

  it('filters by channel and days in the venue’s time zone', async () => {
    const web = await run('measures=tickets&rows=day&channels=Web');
    expect(web.data.cells).toEqual([]);
    const byDay = await run('measures=tickets&rows=day,channel');
    expect(byDay.data.cells).toEqual([
      { keys: { day: '2026-11-22', channel: 'PointOfSale' }, values: { tickets: 3 } },
    ]);
    const october = await f.api(
      'GET',
      '/api/admin/reports/advanced/run?from=2026-10-01&to=2026-10-31&measures=tickets&rows=month',
    );
    expect(october.data.cells).toEqual([]);
  });

  it('refuses a layout outside the rules and ids outside the whitelist', async () => {
    const twice = await run('measures=tickets&rows=event&columns=event');
    expect(twice.statusCode).toBe(400);
    expect(errorCode(twice)).toBe('admin.report_advanced_layout_invalid');
    const unknown = await run('measures=tickets;DROP TABLE orders&rows=event');
    expect(unknown.statusCode).toBe(400);
    expect(errorCode(unknown)).toBe('common.validation_failed');
  });

  it('downloads the pivot as CSV and Excel with its totals', async () => {
    const csv = await f.api(
      'GET',
      `/api/admin/reports/advanced/download?${days}&measures=tickets,revenue&rows=event&columns=paymentType&format=csv`,
    );
    expect(csv.statusCode, csv.body).toBe(200);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines.some((l) => l.startsWith('Event,Cash · Tickets,Cash · Revenue,split · Tickets'))).toBe(true);
    expect(lines.at(-1)).toBe('Total,2,93.00,1,46.50,3,139.50');
    const xlsx = await f.api(
      'GET',
      `/api/admin/reports/advanced/download?${days}&measures=tickets&rows=event&format=xlsx`,
    );
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('is refused where the user group leaves it off its restrict-reports list', async () => {
    const group = await createUserGroup(t.database.db, f.accountId, {
      restrictions: { reports: ['Inventory'] },
    });
    const api = await staffIn(group.id);
    const refused = await api('GET', `/api/admin/reports/advanced/run?${days}&measures=tickets&rows=event`);
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('admin.report_not_allowed');
    const allowed = await createUserGroup(t.database.db, f.accountId, {
      restrictions: { reports: ['Advanced reporting'] },
    });
    const ok = await (await staffIn(allowed.id))(
      'GET',
      `/api/admin/reports/advanced/run?${days}&measures=tickets&rows=event`,
    );
    expect(ok.statusCode).toBe(200);
    // The reports the group allows, as the sidebar asks them: it shows only these.
    expect((await api('GET', '/api/admin/reports/allowed')).data).toEqual(['inventory']);
    const everything = (await f.api('GET', '/api/admin/reports/allowed')).data as unknown as string[];
    expect(everything).toEqual(expect.arrayContaining(['advanced-reporting', 'seat-audit', 'sales']));
  });
});

describe('saved reports and who sees them', () => {
  const definition = { measures: ['tickets'], rows: ['event'], columns: ['channel'], from: '2026-11-01' };

  it('keeps My Reports to their author and shows shared ones to the groups the tool names', async () => {
    const box = await createUserGroup(t.database.db, f.accountId, { name: 'Box office' });
    const finance = await createUserGroup(t.database.db, f.accountId, { name: 'Finance' });
    const author = await staffIn(box.id);
    const colleague = await staffIn(box.id);
    const outsider = await staffIn(finance.id);

    const mine = await author('POST', '/api/admin/reports/advanced/saved', {
      name: 'Mine',
      shared: false,
      definition,
    });
    expect(mine.statusCode, mine.body).toBe(201);
    const shared = await author('POST', '/api/admin/reports/advanced/saved', {
      name: 'Weekly',
      shared: true,
      definition,
    });
    expect(shared.data).toMatchObject({ shared: true, mine: true, definition });
    const sharedId = shared.data.id as number;

    // Private: another user does not find it; shared: everyone until the tool names groups.
    expect((await colleague('GET', `/api/admin/reports/advanced/saved/${mine.data.id}`)).statusCode).toBe(
      404,
    );
    expect((await outsider('GET', `/api/admin/reports/advanced/saved/${sharedId}`)).statusCode).toBe(200);

    const tool = await f.api('PUT', `/api/admin/tools/advanced-report-permissions/${sharedId}`, {
      userGroupIds: [box.id],
    });
    expect(tool.statusCode, tool.body).toBe(200);
    expect(tool.data.userGroupIds).toEqual([box.id]);
    const listed = await f.api('GET', '/api/admin/tools/advanced-report-permissions');
    expect(listed.data).toEqual([
      { reportId: sharedId, name: 'Weekly', ownerName: expect.any(String), userGroupIds: [box.id] },
    ]);

    const refused = await outsider('GET', `/api/admin/reports/advanced/saved/${sharedId}`);
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('admin.report_not_allowed');
    expect(
      ((await outsider('GET', '/api/admin/reports/advanced/saved')).data as unknown as Json[]).map(
        (r) => r.name,
      ),
    ).toEqual([]);
    expect((await colleague('GET', `/api/admin/reports/advanced/saved/${sharedId}`)).data).toMatchObject({
      name: 'Weekly',
      mine: false,
    });
    expect(
      ((await colleague('GET', '/api/admin/reports/advanced/saved')).data as unknown as Json[]).map(
        (r) => r.name,
      ),
    ).toEqual(['Weekly']);
    // Only the author changes or deletes it.
    const edit = await colleague('PUT', `/api/admin/reports/advanced/saved/${sharedId}`, {
      name: 'Mine now',
      shared: true,
      definition,
    });
    expect(edit.statusCode).toBe(403);
    expect((await colleague('DELETE', `/api/admin/reports/advanced/saved/${sharedId}`)).statusCode).toBe(403);
    const renamed = await author('PUT', `/api/admin/reports/advanced/saved/${sharedId}`, {
      name: 'Weekly sales',
      shared: true,
      definition,
    });
    expect(renamed.data.name).toBe('Weekly sales');
  });

  it('keeps the permissions tool to those who manage user groups, in their account', async () => {
    const supervisor = await staffIn(null);
    const refused = await supervisor('GET', '/api/admin/tools/advanced-report-permissions');
    expect(refused.statusCode).toBe(403);
    expect(errorCode(refused)).toBe('auth.permission_denied');
    const other = await saleFixture(t);
    const reports = await f.api('GET', '/api/admin/tools/advanced-report-permissions');
    const id = (reports.data as unknown as Json[])[0]!.reportId;
    const foreign = await other.api('PUT', `/api/admin/tools/advanced-report-permissions/${id}`, {
      userGroupIds: [],
    });
    expect(foreign.statusCode).toBe(403);
    expect(errorCode(foreign)).toBe('admin.report_advanced_not_enabled');
    await t.database.db
      .update(accounts)
      .set({ advancedReportingEnabled: true })
      .where(eq(accounts.id, other.accountId));
    const stillForeign = await other.api('PUT', `/api/admin/tools/advanced-report-permissions/${id}`, {
      userGroupIds: [],
    });
    expect(stillForeign.statusCode).toBe(404);
  });
});
