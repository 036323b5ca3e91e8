import { exampleUserGroup } from '@tessera/contract';
import {
  allowsEvent,
  allowsItem,
  displayRuleApplies,
  promoCodeRequired,
  salesChannelFor,
} from '@tessera/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { policyFor } from '@/modules/user-groups/group-policy.service';
import { authenticateStaff } from '@/platform/auth/session';
import { createAccount, createStaffUser, signInAs } from './factories';
import { call, startTestApp, type TestApp } from './harness';

let t: TestApp;
let accountId: number;
let adminToken: string;

beforeAll(async () => {
  t = await startTestApp();
  accountId = (await createAccount(t.database.db)).id;
  const admin = await createStaffUser(t.database.db, { accountId, role: 'Admin' });
  adminToken = await signInAs(t.app, admin.email);
});
afterAll(() => t.close());

const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: Record<string, unknown>) =>
  call(t.app, { method, url, token: adminToken, ...(payload ? { payload } : {}) });

const full = {
  ...exampleUserGroup,
  name: 'Season desk',
  requirePromoCode: true,
  restrictions: { ...exampleUserGroup.restrictions, reports: ['sales', 'guest-manifest'], webhooks: [] },
  eventsScope: 'venues' as const,
  eventsScopeIds: [3, 7],
  defaultApiPromoCode: 'DESK10',
  seatDisplayLimit: 40,
  permissions: ['seasonPackageManagement', 'accessibleSeatingRenewals', 'refundsAndCancellations'],
  displayRules: {
    hideCustomerDataInReports: true,
    hidePriceOnConsumerElements: false,
    useRetailPriceForOutletSales: true,
  },
};

describe('user groups', () => {
  it('keeps every field of a group', async () => {
    const created = await asAdmin('POST', '/api/admin/user-groups', full);
    expect(created.statusCode).toBe(201);
    expect(created.data).toEqual({ ...full, id: expect.any(Number), archived: false, activeUsers: 0 });
    const read = await asAdmin('GET', `/api/admin/user-groups/${created.data.id}`);
    expect(read.data).toEqual(created.data);
  });

  it('needs season package management for accessible seating on renewals', async () => {
    const res = await asAdmin('POST', '/api/admin/user-groups', {
      ...full,
      name: 'Renewals only',
      permissions: ['accessibleSeatingRenewals'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.data.errors).toEqual([
      {
        code: 'admin.user_group_renewals_need_season_packages',
        field: 'permissions',
        message: 'Accessible seating permission for renewals needs season package management permission.',
      },
    ]);
  });

  it('refuses a duplicate name and an events scope without venues', async () => {
    await asAdmin('POST', '/api/admin/user-groups', { ...exampleUserGroup, name: 'Box office' });
    const dup = await asAdmin('POST', '/api/admin/user-groups', { ...exampleUserGroup, name: 'box office' });
    expect((dup.data.errors as { code: string }[])[0]?.code).toBe('admin.user_group_name_taken');
    const scope = await asAdmin('POST', '/api/admin/user-groups', {
      ...exampleUserGroup,
      name: 'Scoped',
      eventsScope: 'venues',
    });
    expect((scope.data.errors as { code: string }[])[0]?.code).toBe('admin.user_group_scope_needs_ids');
  });

  it('audits granted and revoked permissions', async () => {
    const created = await asAdmin('POST', '/api/admin/user-groups', { ...exampleUserGroup, name: 'Audited' });
    await asAdmin('PUT', `/api/admin/user-groups/${created.data.id}`, {
      ...exampleUserGroup,
      name: 'Audited',
      require2fa: false,
      permissions: ['priceOverride', 'salesAndRenewals'],
    });
    const log = await asAdmin('GET', '/api/admin/audit-log?action=user_group_updated');
    expect((log.data.items as { detail: unknown }[])[0]?.detail).toMatchObject({
      granted: ['priceOverride'],
      revoked: ['refundsAndCancellations'],
      require2fa: false,
    });
  });

  it('archives a group only once no active user is in it, and restores it', async () => {
    const created = await asAdmin('POST', '/api/admin/user-groups', {
      ...exampleUserGroup,
      name: 'Seasonal',
    });
    const id = created.data.id as number;
    const member = await createStaffUser(t.database.db, { accountId, userGroupId: id });
    expect((await asAdmin('POST', `/api/admin/user-groups/${id}/archive`)).statusCode).toBe(409);
    await asAdmin('POST', `/api/admin/users/${member.id}/deactivate`);
    const archived = await asAdmin('POST', `/api/admin/user-groups/${id}/archive`);
    expect(archived.data.archived).toBe(true);
    const live = await asAdmin('GET', '/api/admin/user-groups');
    expect((live.data as unknown as { id: number }[]).some((g) => g.id === id)).toBe(false);
    const old = await asAdmin('GET', '/api/admin/user-groups?archived=true');
    expect((old.data as unknown as { id: number }[]).map((g) => g.id)).toEqual([id]);
    expect((await asAdmin('POST', `/api/admin/user-groups/${id}/restore`)).data.archived).toBe(false);
  });
});

describe('the user group policy later capabilities ask', () => {
  it('answers from the stored restrictions, scope, channel override and display rules', async () => {
    const created = await asAdmin('POST', '/api/admin/user-groups', { ...full, name: 'Policy desk' });
    const agent = await createStaffUser(t.database.db, {
      accountId,
      role: 'CallCenter',
      userGroupId: created.data.id as number,
    });
    const token = await signInAs(t.app, agent.email);
    const staff = await authenticateStaff(
      { headers: { authorization: `Bearer ${token}` }, cookies: {} } as never,
      { db: t.database.db, now: () => t.clock.now } as never,
    );
    const policy = await policyFor(t.database.db, staff!);
    expect(allowsItem(policy, 'reports', 'sales')).toBe(true);
    expect(allowsItem(policy, 'reports', 'transactions')).toBe(false);
    expect(allowsItem(policy, 'webhooks', 1)).toBe(false);
    expect(allowsItem(policy, 'compTypes', 12)).toBe(true);
    expect(allowsEvent(policy, { eventTemplateId: 1, venueId: 7 })).toBe(true);
    expect(allowsEvent(policy, { eventTemplateId: 1, venueId: 8 })).toBe(false);
    expect(salesChannelFor(policy, 'Web')).toBe('CallCenter');
    expect(promoCodeRequired(policy)).toBe(true);
    // Hiding customer data in reports is a supervisor's setting; it does not bind a call-center agent.
    expect(displayRuleApplies(policy, 'hideCustomerDataInReports')).toBe(false);
    expect(displayRuleApplies(policy, 'useRetailPriceForOutletSales')).toBe(true);
  });
});
