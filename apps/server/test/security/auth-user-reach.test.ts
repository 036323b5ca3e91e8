import { endpoints } from '@tessera/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let adminToken: string;
let supervisorToken: string;
let operatorId: number;
let adminId: number;
let otherAdminId: number;
let agentId: number;
let strangerId: number;

beforeAll(async () => {
  t = await startTestApp({ config: { signInAttemptsPerMinute: 10_000 } });
  const db = t.database.db;
  const accountId = (await createAccount(db)).id;
  operatorId = (await createStaffUser(db, { accountId, role: 'Admin', platformOperator: true })).id;
  const admin = await createStaffUser(db, { accountId, role: 'Admin' });
  adminId = admin.id;
  adminToken = await signInAs(t.app, admin.email);
  otherAdminId = (await createStaffUser(db, { accountId, role: 'Admin' })).id;
  agentId = (await createStaffUser(db, { accountId, role: 'CallCenter' })).id;
  const supervisor = await createStaffUser(db, { accountId, role: 'BoxOfficeSupervisor', permissions: [] });
  supervisorToken = await signInAs(t.app, supervisor.email);
  const elsewhere = (await createAccount(db)).id;
  strangerId = (await createStaffUser(db, { accountId: elsewhere, role: 'CallCenter' })).id;
});
afterAll(() => t.close());

/** Every route that changes something about one user of the account. */
const userActions = endpoints.filter(
  (e) => e.path.startsWith('/api/admin/users/:userId') && e.method !== 'GET',
);

function input(endpoint: (typeof userActions)[number], userId: number) {
  const url = endpoint.path.replace(':userId', String(userId)).replace(':apiKeyId', '1');
  const payload =
    endpoint.id === 'createApiKey'
      ? { name: 'Borrowed' }
      : endpoint.id === 'updateUser'
        ? { firstName: 'Changed', lastName: 'Name', role: 'CallCenter', userGroupId: null, partnerId: null }
        : undefined;
  return { method: endpoint.method, url, ...(payload ? { payload } : {}) } as const;
}

describe('A tenant admin can mint an API key for a higher user', () => {
  it('refuses an administrator an API key for the platform operator, and the key never exists', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: `/api/admin/users/${operatorId}/api-keys`,
      token: adminToken,
      payload: { name: 'Operator tools' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.data.errors).toEqual([
      {
        code: 'auth.user_out_of_reach',
        message: 'You cannot do this for a user with more access than you have.',
      },
    ]);
    expect(res.data.key).toBeUndefined();
    const operator = await call(t.app, {
      method: 'GET',
      url: `/api/admin/users/${operatorId}`,
      token: adminToken,
    });
    expect(operator.data.apiKeys).toEqual([]);
  });

  it('refuses every action on the platform operator to an administrator, and only that', async () => {
    expect(userActions.map((e) => e.id).sort()).toEqual(
      [
        'createApiKey',
        'deactivateUser',
        'impersonateUser',
        'reactivateUser',
        'removeUserTwoFactor',
        'resendInvitation',
        'revokeApiKey',
        'unlockUser',
        'updateUser',
      ].sort(),
    );
    for (const endpoint of userActions) {
      const res = await call(t.app, { ...input(endpoint, operatorId), token: adminToken });
      const code = (res.data.errors as { code: string }[] | undefined)?.[0]?.code;
      expect([endpoint.id, res.statusCode, code]).toEqual([
        endpoint.id,
        endpoint.id === 'impersonateUser' ? 409 : 403,
        endpoint.id === 'impersonateUser' ? 'auth.cannot_impersonate' : 'auth.user_out_of_reach',
      ]);
    }
    const operator = await call(t.app, {
      method: 'GET',
      url: `/api/admin/users/${operatorId}`,
      token: adminToken,
    });
    expect(operator.data).toMatchObject({
      status: 'active',
      platformOperator: true,
      role: 'Admin',
      apiKeys: [],
    });
    expect(operator.data.firstName).not.toBe('Changed');

    // Within reach: equals, users below and oneself; another account's users never.
    for (const userId of [otherAdminId, agentId, adminId]) {
      const res = await call(t.app, {
        method: 'POST',
        url: `/api/admin/users/${userId}/api-keys`,
        token: adminToken,
        payload: { name: 'Integration' },
      });
      expect(res.statusCode).toBe(201);
    }
    for (const endpoint of userActions) {
      const res = await call(t.app, { ...input(endpoint, strangerId), token: adminToken });
      expect([endpoint.id, res.statusCode]).toEqual([endpoint.id, 404]);
    }
    // A supervisor may not manage users at all.
    const bySupervisor = await call(t.app, {
      method: 'POST',
      url: `/api/admin/users/${operatorId}/api-keys`,
      token: supervisorToken,
      payload: { name: 'Not mine' },
    });
    expect(bySupervisor.statusCode).toBe(403);
    expect(
      (await call(t.app, { method: 'GET', url: `/api/admin/users/${operatorId}`, token: adminToken })).data
        .apiKeys,
    ).toEqual([]);
  });
});
