import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SaleFixture } from '../commerce/sale-fixture';
import { adminsOfTwoAccounts, createStaffUser, createUserGroup, signInAs } from '../factories';
import { call, type Json, type TestApp } from '../harness';
import { errorCode, schedule, scheduledReportsWorld } from './scheduled-reports-fixture';

// Saved report filters, and what a scheduled report refuses: odd schedules, a filter in use,
// roles and groups without the report, another account. Their runs: scheduled-reports.test.ts.
let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  ({ t, f } = await scheduledReportsWorld());
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

  beforeAll(async () => {
    const filters = await f.api('GET', '/api/admin/reports/filters?report=payments-audit');
    filterId = (filters.data as unknown as Json[])[0]!.id as number;
    const made = await f.api('POST', '/api/admin/reports/scheduled', schedule({ savedFilterId: filterId }));
    weeklyId = made.data.id as number;
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
