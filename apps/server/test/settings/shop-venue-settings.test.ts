import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHostname, createAccount, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp();
  const account = await createAccount(t.database.db, { name: 'Riverside Arts' });
  await addHostname(t.database.db, account.id, 'localhost', true);
  const admin = await createStaffUser(t.database.db, { accountId: account.id, role: 'Admin' });
  adminToken = await signInAs(t.app, admin.email);
});
afterAll(() => t.close());

async function saveSettings(changes: Record<string, unknown>) {
  const current = await call(t.app, { method: 'GET', url: '/api/admin/account-settings', token: adminToken });
  const { id: _id, enableSeasonTickets: _s, enableNimbus: _n, ...input } = current.data;
  const saved = await call(t.app, {
    method: 'PUT',
    url: '/api/admin/account-settings',
    token: adminToken,
    payload: { ...input, ...changes },
  });
  expect(saved.statusCode).toBe(200);
}

const csp = (headers: Record<string, unknown>) => String(headers['content-security-policy']);

describe('account settings the shop shows', () => {
  it('gives the shop the confirmation page content, sanitised and no wider than 256px', async () => {
    await saveSettings({
      confirmationPageContent:
        '<p>See you at the Riverside!</p><img src="https://riverside.example/map.png" width="512" height="200"><script>alert(1)</script>',
    });
    const info = await call(t.app, { method: 'GET', url: '/api/accountinformation' });
    expect(info.data.confirmationPageContent).toBe(
      '<p>See you at the Riverside!</p><img src="https://riverside.example/map.png" width="256" height="100" />',
    );
  });

  it('gives the shop both analytics ids, and lets only the shop load Google’s tag', async () => {
    const before = await call(t.app, { method: 'GET', url: '/shop' });
    expect(csp(before.headers)).toContain('script-src');
    await saveSettings({ googleAnalyticsId: 'UA-123456-1', googleAnalytics4Id: 'G-RIVER42' });
    const info = await call(t.app, { method: 'GET', url: '/api/accountinformation' });
    expect(info.data).toMatchObject({ googleAnalyticsId: 'UA-123456-1', googleAnalytics4Id: 'G-RIVER42' });

    const shop = await call(t.app, { method: 'GET', url: '/shop/events' });
    expect(csp(shop.headers)).toMatch(
      /script-src 'self' https:\/\/js\.stripe\.com https:\/\/www\.googletagmanager\.com(;|$)/,
    );
    expect(csp(shop.headers)).toContain('https://*.google-analytics.com');
    const admin = await call(t.app, { method: 'GET', url: '/admin/v2/events' });
    expect(csp(admin.headers)).toMatch(/script-src 'self' https:\/\/js\.stripe\.com(;|$)/);
    expect(csp(admin.headers)).not.toContain('googletagmanager');
  });

  it('gives the shop its host name’s custom CSS, and the default host name to go to when it redirects', async () => {
    const add = (payload: object) =>
      call(t.app, { method: 'POST', url: '/api/admin/hostnames', token: adminToken, payload });
    const old = await add({
      hostName: 'old.riverside.test',
      isDefault: false,
      redirectToDefault: true,
      customCss: '.shop { color: teal } </style><script>alert(1)</script>',
    });
    expect(old.statusCode, old.body).toBe(201);
    const onOld = await call(t.app, {
      method: 'GET',
      url: '/api/accountinformation',
      headers: { host: 'old.riverside.test' },
    });
    expect(onOld.data).toMatchObject({ redirectToHostName: 'localhost' });
    expect(onOld.data.customCss).toContain('.shop { color: teal }');
    expect(onOld.data.customCss).not.toContain('</style>');
    // The default host name itself neither redirects nor has that CSS.
    const onDefault = await call(t.app, { method: 'GET', url: '/api/accountinformation' });
    expect(onDefault.data).toMatchObject({ redirectToHostName: null, customCss: '' });
  });
});
