import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createStaffUser, createUserGroup, signInAs } from './factories';
import { call, startTestApp, type TestApp } from './harness';

let t: TestApp;
let accountId: number;
let adminToken: string;
let adminId: number;

beforeAll(async () => {
  t = await startTestApp();
  accountId = (await createAccount(t.database.db)).id;
  const admin = await createStaffUser(t.database.db, { accountId, role: 'Admin' });
  adminId = admin.id;
  adminToken = await signInAs(t.app, admin.email);
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  call(t.app, { method, url, token: adminToken, ...(payload ? { payload } : {}) });

describe('users list', () => {
  it('searches by name or email and pages with the spec’s sizes', async () => {
    const db = t.database.db;
    for (let i = 0; i < 12; i++) await createStaffUser(db, { accountId, email: `usher-${i}@list.test` });
    await createStaffUser(db, { accountId, email: 'invited@list.test', password: null });
    await createStaffUser(db, { accountId, email: 'gone@list.test', active: false });
    const page = await asAdmin('GET', '/api/admin/users?search=usher&pageSize=10&page=2');
    expect(page.data.total).toBe(12);
    expect((page.data.items as unknown[]).length).toBe(2);
    const invited = await asAdmin('GET', '/api/admin/users?status=invited');
    expect((invited.data.items as { email: string }[]).map((u) => u.email)).toEqual(['invited@list.test']);
    const gone = await asAdmin('GET', '/api/admin/users?status=deactivated&search=gone');
    expect(gone.data.items).toEqual([
      expect.objectContaining({ email: 'gone@list.test', status: 'deactivated' }),
    ]);
  });
});

describe('user profile', () => {
  it('changes role, group and partner, audited as a permission change', async () => {
    const user = await createStaffUser(t.database.db, { accountId, role: 'CallCenter' });
    const group = await createUserGroup(t.database.db, accountId, { name: 'Partners' });
    const partner = await asAdmin('POST', '/api/admin/partners', { name: 'City Tours' });
    const res = await asAdmin('PUT', `/api/admin/users/${user.id}`, {
      firstName: 'Pat',
      lastName: 'Partner',
      role: 'Partner',
      userGroupId: group.id,
      partnerId: partner.data.id,
    });
    expect(res.data).toMatchObject({
      role: 'Partner',
      partner: { id: partner.data.id, name: 'City Tours' },
      userGroup: { id: group.id, name: 'Partners' },
    });
    const log = await asAdmin('GET', `/api/admin/audit-log?userId=${user.id}&action=user_updated`);
    expect((log.data.items as { detail: unknown }[])[0]?.detail).toMatchObject({
      from: { role: 'CallCenter' },
      to: { role: 'Partner', userGroupId: group.id },
    });
  });

  it('refuses an archived group and changes to one’s own access', async () => {
    const archived = await createUserGroup(t.database.db, accountId, { archivedAt: new Date() });
    const user = await createStaffUser(t.database.db, { accountId });
    const body = { firstName: 'A', lastName: 'B', role: 'CallCenter', partnerId: null };
    const res = await asAdmin('PUT', `/api/admin/users/${user.id}`, { ...body, userGroupId: archived.id });
    expect((res.data.errors as { code: string }[])[0]?.code).toBe('admin.user_group_archived');
    const self = await asAdmin('PUT', `/api/admin/users/${adminId}`, { ...body, userGroupId: null });
    expect((self.data.errors as { code: string }[])[0]?.code).toBe('auth.cannot_change_own_access');
    expect((await asAdmin('POST', `/api/admin/users/${adminId}/deactivate`)).statusCode).toBe(409);
  });
});

describe('deactivation and API keys', () => {
  it('stops a deactivated user’s old session and API key, and lets them back after reactivation', async () => {
    const user = await createStaffUser(t.database.db, { accountId, role: 'PointOfSale' });
    const session = await signInAs(t.app, user.email);
    const created = await asAdmin('POST', `/api/admin/users/${user.id}/api-keys`, { name: 'Kiosk' });
    expect(created.statusCode).toBe(201);
    const key = created.data.key as string;
    expect(key).toMatch(/^tsk_/);
    expect((created.data.apiKey as { prefix: string }).prefix).toBe(key.slice(0, 10));
    const viaKey = await call(t.app, { method: 'GET', url: '/api/account/details', token: key });
    expect(viaKey.data).toMatchObject({ ID: user.id });
    // The key is never shown again.
    expect(JSON.stringify((await asAdmin('GET', `/api/admin/users/${user.id}`)).data)).not.toContain(key);

    await asAdmin('POST', `/api/admin/users/${user.id}/deactivate`);
    for (const token of [session, key]) {
      const res = await call(t.app, { method: 'GET', url: '/api/account/details', token });
      expect(res.statusCode).toBe(401);
    }
    const refusedKey = await asAdmin('POST', `/api/admin/users/${user.id}/api-keys`, { name: 'Another' });
    expect(refusedKey.data.errors).toEqual([
      { code: 'admin.api_key_create_failed', message: 'Unable to create API Key.' },
    ]);
    await asAdmin('POST', `/api/admin/users/${user.id}/reactivate`);
    expect((await call(t.app, { method: 'GET', url: '/api/account/details', token: key })).statusCode).toBe(
      200,
    );
    // The old session stayed ended.
    expect(
      (await call(t.app, { method: 'GET', url: '/api/account/details', token: session })).statusCode,
    ).toBe(401);

    const keyId = (created.data.apiKey as { id: number }).id;
    const revoked = await asAdmin('DELETE', `/api/admin/users/${user.id}/api-keys/${keyId}`);
    expect((revoked.data.apiKeys as { revokedAt: string | null }[])[0]?.revokedAt).not.toBeNull();
    expect((await call(t.app, { method: 'GET', url: '/api/account/details', token: key })).statusCode).toBe(
      401,
    );
  });
});

describe('log in as another user', () => {
  it('opens the user’s session with the administrator shown, and returns to the administrator', async () => {
    const user = await createStaffUser(t.database.db, { accountId, role: 'CallCenter' });
    const admin = await createStaffUser(t.database.db, { accountId, role: 'Admin' });
    const own = await signInAs(t.app, admin.email);
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/admin/users/${user.id}/impersonate`,
      cookies: { tessera_session: own },
    });
    expect(res.statusCode).toBe(200);
    const cookies = res.cookies as { name: string; value: string }[];
    const session = cookies.find((c) => c.name === 'tessera_session')!.value;
    expect(cookies.find((c) => c.name === 'tessera_impersonator')?.value).toBe(own);
    const details = await call(t.app, {
      method: 'GET',
      url: '/api/account/details',
      cookies: { tessera_session: session },
    });
    expect(details.data).toMatchObject({ ID: user.id, Impersonator: { id: admin.id, email: admin.email } });
    // An impersonated call-center user cannot reach the admin's screens.
    const denied = await call(t.app, {
      method: 'GET',
      url: '/api/admin/users',
      cookies: { tessera_session: session },
    });
    expect(denied.statusCode).toBe(403);

    const back = await call(t.app, {
      method: 'POST',
      url: '/api/auth/impersonation/end',
      cookies: { tessera_session: session, tessera_impersonator: own },
    });
    expect(
      (back.cookies as { name: string; value: string }[]).find((c) => c.name === 'tessera_session')?.value,
    ).toBe(own);
    expect(
      (
        await call(t.app, {
          method: 'GET',
          url: '/api/account/details',
          cookies: { tessera_session: session },
        })
      ).statusCode,
    ).toBe(401);
    const mine = await call(t.app, {
      method: 'GET',
      url: '/api/account/details',
      cookies: { tessera_session: own },
    });
    expect(mine.data).toMatchObject({ ID: admin.id, Impersonator: null });
    const log = await call(t.app, {
      method: 'GET',
      url: `/api/admin/audit-log?userId=${user.id}`,
      token: own,
    });
    expect(
      (log.data.items as { action: string; actor: { id: number } }[]).map((i) => [i.action, i.actor.id]),
    ).toEqual([
      ['impersonation_ended', admin.id],
      ['impersonation_started', admin.id],
    ]);
  });

  it('refuses oneself, deactivated users and platform operators', async () => {
    const operator = await createStaffUser(t.database.db, { accountId, platformOperator: true });
    const inactive = await createStaffUser(t.database.db, { accountId, active: false });
    for (const id of [adminId, operator.id, inactive.id]) {
      const res = await asAdmin('POST', `/api/admin/users/${id}/impersonate`);
      expect((res.data.errors as { code: string }[])[0]?.code).toBe('auth.cannot_impersonate');
    }
  });
});
