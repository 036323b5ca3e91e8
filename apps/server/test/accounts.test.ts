import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHostname, createAccount, createStaffUser, signInAs } from './factories';
import { call, startTestApp, type TestApp } from './harness';

let t: TestApp;
let token: string;
let accountId: number;

beforeAll(async () => {
  t = await startTestApp();
  const account = await createAccount(t.database.db, {
    name: 'Grand Opera',
    advancedReportingEnabled: true,
    ticketTransferEnabled: true,
    supportEmail: 'help@opera.test',
  });
  accountId = account.id;
  await addHostname(t.database.db, accountId, 'localhost', true);
  const user = await createStaffUser(t.database.db, {
    accountId,
    role: 'EventAdmin',
    permissions: ['bulkEditSeats'],
  });
  token = await signInAs(t.app, user.email);
});
afterAll(() => t.close());

describe('account calls', () => {
  it('tells staff who they are, with role name, user group and permissions', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/account/details', token });
    expect(res.data).toMatchObject({
      AccountID: accountId,
      Role: { id: 'EventAdmin', name: 'Event admin' },
      // The group's grant, plus what an event admin's role opens.
      Permissions: [
        'bulkEditSeats',
        'viewMailOutbox',
        'scanTickets',
        'manageEventTemplates',
        'sellTickets',
        'viewOrders',
        'manageWebhooks',
        'viewReports',
      ],
      PlatformOperator: false,
      TwoFactorEnabled: false,
      TwoFactorSetupRequired: false,
      Impersonator: null,
      FirstName: 'Sam',
    });
  });

  it('gives staff their account settings and feature flags', async () => {
    const account = await call(t.app, { method: 'GET', url: '/api/admin/account', token });
    expect(account.data).toMatchObject({
      id: accountId,
      name: 'Grand Opera',
      currency: 'USD',
      defaultLanguage: 'en-US',
    });
    const features = await call(t.app, { method: 'GET', url: '/api/admin/features', token });
    expect(features.data).toEqual({
      advancedReporting: true,
      seasonTickets: false,
      ticketTransfer: true,
      nimbus: false,
      eventPlans: false,
      groupSalesModule: false,
    });
  });

  it('gives the shop its settings, venue information and features without signing in', async () => {
    const settings = await call(t.app, { method: 'GET', url: '/api/account' });
    expect(settings.data).toMatchObject({
      name: 'Grand Opera',
      ticketTransferFeatureEnabled: true,
      enableSeasonTickets: false,
    });
    const info = await call(t.app, { method: 'GET', url: '/api/accountinformation' });
    expect(info.data).toMatchObject({
      name: 'Grand Opera',
      supportEmail: 'help@opera.test',
      hostName: 'localhost',
    });
    const features = await call(t.app, { method: 'GET', url: '/api/consumer/features' });
    expect(features.data).toEqual({ seasonTickets: false, ticketTransfer: true, nimbus: false });
  });

  it('serves the OpenAPI description of itself', async () => {
    const res = await call(t.app, { method: 'GET', url: '/api/openapi.json' });
    expect(res.data.openapi).toBe('3.1.0');
    expect(Object.keys(res.data.paths as object)).toContain('/api/account/details');
  });
});
