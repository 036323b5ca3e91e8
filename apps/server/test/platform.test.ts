import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userGroups } from '@/db/schema';
import { addHostname, createAccount, createStaffUser, signInAs } from './factories';
import { call, startTestApp, type TestApp } from './harness';

let t: TestApp;
let operatorToken: string;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp();
  const home = await createAccount(t.database.db, { name: 'Tessera Operations' });
  const operator = await createStaffUser(t.database.db, {
    accountId: home.id,
    role: 'Admin',
    platformOperator: true,
  });
  operatorToken = await signInAs(t.app, operator.email);
  const admin = await createStaffUser(t.database.db, { accountId: home.id, role: 'Admin' });
  adminToken = await signInAs(t.app, admin.email);
});
afterAll(() => t.close());

const asOperator = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  call(t.app, { method, url, token: operatorToken, ...(payload ? { payload } : {}) });

describe('platform operator tools', () => {
  it('creates an account with its host name, an administrators group and an invited admin', async () => {
    const res = await asOperator('POST', '/api/platform/accounts', {
      name: 'Lakeside Hall',
      currency: 'eur',
      defaultLanguage: 'fr',
      timezone: 'Europe/Paris',
      hostName: 'Tickets.Lakeside.test',
      adminEmail: 'boss@lakeside.test',
      adminFirstName: 'Lou',
      adminLastName: 'Lac',
    });
    expect(res.statusCode).toBe(201);
    expect(res.data).toMatchObject({
      name: 'Lakeside Hall',
      currency: 'EUR',
      defaultHostName: 'tickets.lakeside.test',
      activeUsers: 1,
    });
    // Its administrators hold every permission: they set up two-factor before anything else.
    const groups = await t.database.db
      .select({ name: userGroups.name, require2fa: userGroups.require2fa })
      .from(userGroups)
      .where(eq(userGroups.accountId, res.data.id as number));
    expect(groups).toEqual([{ name: 'Administrators', require2fa: true }]);
    const list = await asOperator('GET', '/api/platform/accounts?search=lake');
    expect(list.data.items).toEqual([expect.objectContaining({ id: res.data.id })]);
    const edited = await asOperator('PUT', `/api/platform/accounts/${res.data.id}`, {
      name: 'Lakeside Concert Hall',
      currency: 'EUR',
      defaultLanguage: 'fr',
      timezone: 'Europe/Paris',
    });
    expect(edited.data.name).toBe('Lakeside Concert Hall');
    const again = await asOperator('POST', '/api/platform/accounts', {
      name: 'Copy',
      currency: 'EUR',
      defaultLanguage: 'fr',
      timezone: 'Europe/Paris',
      hostName: 'tickets.lakeside.test',
      adminEmail: 'other@lakeside.test',
      adminFirstName: 'A',
      adminLastName: 'B',
    });
    expect((again.data.errors as { code: string }[])[0]?.code).toBe('admin.hostname_taken');
  });

  it('switches features that drive the admin and shop feature calls', async () => {
    const venue = await createAccount(t.database.db);
    await addHostname(t.database.db, venue.id, 'shop.features.test', true);
    const staff = await createStaffUser(t.database.db, { accountId: venue.id });
    const staffToken = await signInAs(t.app, staff.email);
    const flags = {
      advancedReporting: true,
      seasonTickets: true,
      ticketTransfer: false,
      nimbus: true,
      eventPlans: false,
      groupSalesModule: true,
    };
    expect((await asOperator('PUT', `/api/platform/accounts/${venue.id}/features`, flags)).data).toEqual(
      flags,
    );
    expect((await asOperator('GET', `/api/platform/accounts/${venue.id}/features`)).data).toEqual(flags);
    expect(
      (await call(t.app, { method: 'GET', url: '/api/admin/features', token: staffToken })).data,
    ).toEqual(flags);
    const shop = await call(t.app, {
      method: 'GET',
      url: '/api/consumer/features',
      headers: { host: 'shop.features.test' },
    });
    expect(shop.data).toEqual({ seasonTickets: true, ticketTransfer: false, nimbus: true });
  });

  it('changes the log level and empties caches', async () => {
    expect((await asOperator('PUT', '/api/platform/log-level', { level: 'debug' })).data).toEqual({
      level: 'debug',
    });
    expect((await asOperator('GET', '/api/platform/log-level')).data).toEqual({ level: 'debug' });
    expect((await asOperator('POST', '/api/platform/cache/clear')).data.cleared).toContain('openapi');
  });

  it('is closed to account administrators', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/platform/accounts', token: adminToken });
    expect(res.statusCode).toBe(403);
  });
});
