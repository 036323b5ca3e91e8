import { exampleAccountSettings } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addHostname, createAccount, createStaffUser, signInAs } from './factories';
import { call, startTestApp, type TestApp } from './harness';
import { jpegOf, pngOf } from './images';

let t: TestApp;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp();
  const account = await createAccount(t.database.db, { name: 'Harbour Theatre' });
  await addHostname(t.database.db, account.id, 'localhost', true);
  const admin = await createStaffUser(t.database.db, { accountId: account.id, role: 'Admin' });
  adminToken = await signInAs(t.app, admin.email);
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  call(t.app, { method, url, token: adminToken, ...(payload ? { payload } : {}) });

describe('general account information', () => {
  it('saves every field and toggle, sanitising HTML that reaches customers', async () => {
    const res = await asAdmin('PUT', '/api/admin/account-settings', {
      ...exampleAccountSettings,
      name: 'Harbour Theatre & Co',
      emailFooterContent: '<p onclick="steal()">Visit us<script>alert(1)</script></p>',
      termsOfService: '<a href="javascript:alert(1)">terms</a><b>bold</b>',
      confirmationPageContent: '<img src="https://x.test/a.png" width="600" height="300"><p>Thanks</p>',
      globalHeadHtml: '<script src="https://analytics.example/tag.js"></script>',
      automaticTicketBundling: false,
      hideSeatLocationsForGroupSalesAndHouseSeats: true,
      nimbusDisabilityTags: [{ disabilityType: 'Wheelchair', customerTag: 'WC' }],
      staffIdleMinutes: 20,
    });
    expect(res.statusCode).toBe(200);
    expect(res.data).toMatchObject({
      name: 'Harbour Theatre & Co',
      emailFooterContent: '<p>Visit us</p>',
      termsOfService: '<a rel="noopener noreferrer">terms</a><b>bold</b>',
      confirmationPageContent: '<img src="https://x.test/a.png" width="256" height="128" /><p>Thanks</p>',
      globalHeadHtml: '<script src="https://analytics.example/tag.js"></script>',
      automaticTicketBundling: false,
      hideSeatLocationsForGroupSalesAndHouseSeats: true,
      nimbusDisabilityTags: [{ disabilityType: 'Wheelchair', customerTag: 'WC' }],
      staffIdleMinutes: 20,
      enableSeasonTickets: false,
    });
    const features = await asAdmin('GET', '/api/admin/features');
    expect(features.data).toMatchObject({ ticketTransfer: true });
  });

  it('is closed to staff without the account settings right', async () => {
    const account = await createAccount(t.database.db);
    const supervisor = await createStaffUser(t.database.db, {
      accountId: account.id,
      role: 'BoxOfficeSupervisor',
    });
    const token = await signInAs(t.app, supervisor.email);
    expect((await call(t.app, { method: 'GET', url: '/api/admin/account-settings', token })).statusCode).toBe(
      403,
    );
  });
});

describe('host names', () => {
  it('adds host names, moves the default and refuses one already in use', async () => {
    const added = await asAdmin('POST', '/api/admin/hostnames', {
      hostName: 'Tickets.Harbour.test',
      isDefault: false,
      redirectToDefault: true,
      customCss: 'body { color: navy } </style><script>x</script>',
    });
    expect(added.data).toMatchObject({
      hostName: 'tickets.harbour.test',
      isDefault: false,
      redirectToDefault: true,
    });
    expect(added.data.customCss).not.toContain('</style>');
    const dup = await asAdmin('POST', '/api/admin/hostnames', {
      hostName: 'localhost',
      isDefault: false,
      redirectToDefault: false,
      customCss: '',
    });
    expect((dup.data.errors as { code: string }[])[0]?.code).toBe('admin.hostname_taken');

    const id = added.data.id as number;
    await asAdmin('PUT', `/api/admin/hostnames/${id}`, {
      hostName: 'tickets.harbour.test',
      isDefault: true,
      redirectToDefault: false,
      customCss: '',
    });
    const list = await asAdmin('GET', '/api/admin/hostnames');
    expect(
      (list.data as unknown as { hostName: string; isDefault: boolean }[]).map((h) => [
        h.hostName,
        h.isDefault,
      ]),
    ).toEqual([
      ['localhost', false],
      ['tickets.harbour.test', true],
    ]);
    const undefault = await asAdmin('PUT', `/api/admin/hostnames/${id}`, {
      hostName: 'tickets.harbour.test',
      isDefault: false,
      redirectToDefault: false,
      customCss: '',
    });
    expect((undefault.data.errors as { code: string }[])[0]?.code).toBe('admin.hostname_default_required');
    expect((await asAdmin('DELETE', `/api/admin/hostnames/${id}`)).statusCode).toBe(409);
  });

  it('takes logos and favicon only in the spec’s types and sizes', async () => {
    const list = await asAdmin('GET', '/api/admin/hostnames');
    const id = (list.data as unknown as { id: number }[])[0]!.id;
    const put = (kind: string, dataBase64: string) =>
      asAdmin('PUT', `/api/admin/hostnames/${id}/images/${kind}`, { dataBase64 });

    const wallet = await put('mobileWalletLogo', pngOf(480, 150));
    expect(wallet.data.images).toMatchObject({
      mobileWalletLogo: { contentType: 'image/png', width: 480, height: 150 },
    });
    const wrongSize = await put('mobileWalletLogo', pngOf(481, 150));
    expect(wrongSize.data.errors).toEqual([
      { code: 'admin.image_size_invalid', field: 'dataBase64', message: 'The image must be 480x150 pixels.' },
    ]);
    const wrongType = await put('digitalTicketLogo', pngOf(1050, 191));
    expect(wrongType.data.errors).toEqual([
      {
        code: 'admin.image_type_invalid',
        field: 'dataBase64',
        message: 'Image type must be one of the allowed types: JPG.',
      },
    ]);
    expect((await put('digitalTicketLogo', jpegOf(1050, 191))).statusCode).toBe(200);
    expect((await put('favicon', pngOf(512, 511))).statusCode).toBe(400);
    expect((await put('favicon', pngOf(1024, 1024))).statusCode).toBe(200);
    expect((await put('navImage', Buffer.from('not an image').toString('base64'))).statusCode).toBe(400);
    const removed = await asAdmin('DELETE', `/api/admin/hostnames/${id}/images/favicon`);
    expect(removed.data.images).toMatchObject({ favicon: null, mobileWalletLogo: { width: 480 } });
  });
});
