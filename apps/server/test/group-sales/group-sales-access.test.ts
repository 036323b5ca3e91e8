import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { adminsOfTwoAccounts, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

/** Group sales (decisions/0057): who may sell to groups, and one account's groups unseen by another. */
let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp({ now: new Date('2026-12-01T10:00:00Z') });
  f = await saleFixture(t);
});
afterAll(() => t.close());

const code = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string }[] | undefined)?.[0]?.code;
const ids = (keys: string[]) => keys.map((k) => f.seats.get(k)!);
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

async function client(name = 'Riverside School') {
  const res = await f.api('POST', '/api/admin/group-clients', { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.id as number;
}

async function newRequest(groupSize: number, clientId: number) {
  const res = await f.api('POST', '/api/admin/group-sale-requests', {
    clientId,
    eventId: f.eventId,
    groupSize,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.id as number;
}

describe('permissions', () => {
  it('lets group-sales sellers and supervisors in, and no one else', async () => {
    const as = async (role: 'GroupSales' | 'CallCenter' | 'TicketTaker' | 'HouseSeats') => {
      const user = await createStaffUser(t.database.db, { accountId: f.accountId, role });
      return signInAs(t.app, user.email);
    };
    const group = await as('GroupSales');
    const ok = await call(t.app, { method: 'GET', url: '/api/admin/group-sale-requests', token: group });
    expect(ok.statusCode, ok.body).toBe(200);
    const made = await call(t.app, {
      method: 'POST',
      url: '/api/admin/group-clients',
      token: group,
      payload: { name: 'Seller’s Client' },
    });
    expect(made.statusCode, made.body).toBe(201);
    // Tiers are account settings.
    const tiers = await call(t.app, {
      method: 'GET',
      url: '/api/admin/group-sales/price-tiers',
      token: group,
    });
    expect(tiers.statusCode).toBe(403);
    for (const role of ['CallCenter', 'HouseSeats'] as const) {
      const token = await as(role);
      const refused = await call(t.app, { method: 'GET', url: '/api/admin/group-clients', token });
      expect(refused.statusCode, role).toBe(403);
      expect(code(refused)).toBe('purchase.channel_not_allowed');
    }
    const taker = await as('TicketTaker');
    const none = await call(t.app, { method: 'GET', url: '/api/admin/group-sale-requests', token: taker });
    expect(none.statusCode).toBe(403);
    const anonymous = await call(t.app, { method: 'GET', url: '/api/admin/group-sale-requests' });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('tenant isolation', () => {
  it('answers another account’s clients and requests as not found', async () => {
    const clientId = await client('Private Client');
    const id = await newRequest(2, clientId);
    const { otherToken } = await adminsOfTwoAccounts(t.app, t.database.db);
    for (const [method, url] of [
      ['GET', `/api/admin/group-sale-requests/${id}`],
      ['POST', `/api/admin/group-sale-requests/${id}/decline`],
      ['POST', `/api/admin/group-sale-requests/${id}/pay-balance`],
      ['GET', `/api/admin/group-sale-requests/${id}/names`],
      ['GET', `/api/admin/group-sale-requests/${id}/names.csv`],
    ] as const) {
      const other = await call(t.app, { method, url, token: otherToken });
      expect(other.statusCode, url).toBe(404);
      expect(code(other)).toBe('admin.group_sale_not_found');
    }
    const quoteOther = await call(t.app, {
      method: 'POST',
      url: `/api/admin/group-sale-requests/${id}/quote`,
      token: otherToken,
      payload: { seatIds: ids(['E-1', 'E-2']), holdUntil: inDays(2) },
    });
    expect(quoteOther.statusCode).toBe(404);
    const editOther = await call(t.app, {
      method: 'PUT',
      url: `/api/admin/group-clients/${clientId}`,
      token: otherToken,
      payload: { name: 'Stolen' },
    });
    expect(editOther.statusCode).toBe(404);
    const useOther = await call(t.app, {
      method: 'POST',
      url: '/api/admin/group-sale-requests',
      token: otherToken,
      payload: { clientId, eventId: f.eventId, groupSize: 2 },
    });
    expect(useOther.statusCode).toBe(404);
    for (const url of ['/api/admin/group-sale-requests', '/api/admin/group-clients']) {
      expect((await call(t.app, { method: 'GET', url, token: otherToken })).data).toEqual([]);
    }
    expect((await f.api('GET', `/api/admin/group-sale-requests/${id}`)).data.status).toBe('new');
  });
});
