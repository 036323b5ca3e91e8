import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

// Tools → Set SSRS username (decisions/0103): saved advanced reports belong to the report-server
// account, so a newcomer given a departed colleague's account takes over their My Reports.
let t: TestApp;
let accountId: number;
let admin: Caller;

type Json = Record<string, unknown>;
type Caller = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) => ReturnType<typeof call>;
const errorCode = (res: { data: Json }) => (res.data.errors as { code: string }[] | undefined)?.[0]?.code;
const definition = { measures: ['tickets'], rows: ['event'], columns: [] };

async function staff(role: 'Admin' | 'BoxOfficeSupervisor' = 'BoxOfficeSupervisor', inAccount = accountId) {
  const user = await createStaffUser(t.database.db, { accountId: inAccount, role });
  const token = await signInAs(t.app, user.email);
  const caller: Caller = (method, url, payload) => call(t.app, { method, url, token, payload });
  return { user, caller };
}
const setAccount = (userId: number, reportServerAccount: string | null) =>
  admin('PUT', `/api/admin/tools/report-server-accounts/${userId}`, { reportServerAccount });
const myReports = async (who: Caller) =>
  ((await who('GET', '/api/admin/reports/advanced/saved')).data as unknown as Json[])
    .filter((r) => r.mine)
    .map((r) => r.name);

beforeAll(async () => {
  t = await startTestApp({ now: new Date() });
  accountId = (await createAccount(t.database.db, { advancedReportingEnabled: true })).id;
  admin = (await staff('Admin')).caller;
});
afterAll(() => t.close());

describe('set SSRS username', () => {
  it('a newcomer given a departed colleague’s account takes over their My Reports; All Reports names the account', async () => {
    const departed = await staff();
    const newcomer = await staff();
    // Saved as themself, then given an account: the report goes with them.
    const saved = await departed.caller('POST', '/api/admin/reports/advanced/saved', {
      name: 'Door sales',
      shared: false,
      definition,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const given = await setAccount(departed.user.id, 'VENUE\\boxoffice');
    expect(given.statusCode, given.body).toBe(200);
    expect(given.data).toMatchObject({ userId: departed.user.id, reportServerAccount: 'VENUE\\boxoffice' });
    await departed.caller('POST', '/api/admin/reports/advanced/saved', {
      name: 'Weekly',
      shared: true,
      definition,
    });
    expect(await myReports(departed.caller)).toEqual(['Door sales', 'Weekly']);
    expect(await myReports(newcomer.caller)).toEqual([]);

    // The account is one user's at a time: refused until cleared from the departed colleague.
    const taken = await setAccount(newcomer.user.id, 'venue\\BOXOFFICE');
    expect(taken.statusCode).toBe(409);
    expect(errorCode(taken)).toBe('admin.report_server_account_taken');
    expect((await setAccount(departed.user.id, null)).data).toMatchObject({ reportServerAccount: null });
    expect((await setAccount(newcomer.user.id, 'VENUE\\boxoffice')).statusCode).toBe(200);

    expect(await myReports(newcomer.caller)).toEqual(['Door sales', 'Weekly']);
    expect(await myReports(departed.caller)).toEqual([]);
    const list = (await newcomer.caller('GET', '/api/admin/reports/advanced/saved'))
      .data as unknown as Json[];
    expect(list.find((r) => r.name === 'Weekly')).toMatchObject({
      ownerName: 'VENUE\\boxoffice',
      mine: true,
    });
    // The newcomer edits the account's report; the departed colleague no longer may.
    const weekly = list.find((r) => r.name === 'Weekly')!;
    const edit = { name: 'Weekly door', shared: true, definition };
    expect(
      (await newcomer.caller('PUT', `/api/admin/reports/advanced/saved/${weekly.id}`, edit)).statusCode,
    ).toBe(200);
    const refused = await departed.caller('PUT', `/api/admin/reports/advanced/saved/${weekly.id}`, edit);
    expect(errorCode(refused)).toBe('admin.report_not_allowed');
  });

  it('a user without an account keeps their reports to themself', async () => {
    const a = await staff();
    const b = await staff();
    await a.caller('POST', '/api/admin/reports/advanced/saved', {
      name: 'Private',
      shared: false,
      definition,
    });
    expect(await myReports(a.caller)).toEqual(['Private']);
    expect(await myReports(b.caller)).toEqual([]);
  });

  it('refuses a malformed account name with its catalogue error and changes nothing', async () => {
    const { user } = await staff();
    for (const bad of ['jo smith', 'a\\b\\c', 'jo@venue.com', 'x'.repeat(65)]) {
      const res = await setAccount(user.id, bad);
      expect(res.statusCode).toBe(400);
      expect(res.data.errors).toEqual([
        expect.objectContaining({
          code: 'admin.report_server_account_invalid',
          field: 'reportServerAccount',
        }),
      ]);
    }
    const rows = (await admin('GET', '/api/admin/tools/report-server-accounts')).data as unknown as Json[];
    expect(rows.find((r) => r.userId === user.id)).toMatchObject({ reportServerAccount: null });
  });

  it('is for those who manage users, and only within their own account', async () => {
    const { user } = await staff();
    const supervisor = await staff();
    const list = await supervisor.caller('GET', '/api/admin/tools/report-server-accounts');
    expect(list.statusCode).toBe(403);
    const otherAccount = (await createAccount(t.database.db)).id;
    const stranger = await staff('BoxOfficeSupervisor', otherAccount);
    const res = await setAccount(stranger.user.id, 'OTHER\\user');
    expect(res.statusCode).toBe(404);
    const rows = (await admin('GET', '/api/admin/tools/report-server-accounts')).data as unknown as Json[];
    expect(rows.map((r) => r.userId)).toContain(user.id);
    expect(rows.map((r) => r.userId)).not.toContain(stranger.user.id);
  });
});
