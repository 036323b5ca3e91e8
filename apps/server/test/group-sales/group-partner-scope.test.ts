import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

/**
 * Partners see their own clients' group sales requests (decisions/0091): a group-sales user
 * linked to a partner lists and works only the requests of clients linked to that partner —
 * another partner's request or client answers not found, whatever the route — while staff
 * without a partner see them all.
 */
let t: TestApp;
let f: SaleFixture;
let agencyA: number;
let agencyB: number;
let tokenA: string;
const ids: Record<'a' | 'b' | 'none', { client: number; request: number }> = {
  a: { client: 0, request: 0 },
  b: { client: 0, request: 0 },
  none: { client: 0, request: 0 },
};

async function agent(partnerId: number, name: string) {
  const user = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'GroupSales' });
  const linked = await f.api('PUT', `/api/admin/users/${user.id}`, {
    firstName: name,
    lastName: 'Agent',
    role: 'GroupSales',
    userGroupId: user.userGroupId,
    partnerId,
  });
  if (linked.statusCode !== 200) throw new Error(linked.body);
  return signInAs(t.app, user.email);
}

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
  agencyA = (await f.api('POST', '/api/admin/partners', { name: 'Coach Tours Ltd' })).data.id as number;
  agencyB = (await f.api('POST', '/api/admin/partners', { name: 'School Trips Co' })).data.id as number;
  tokenA = await agent(agencyA, 'Alex');
  for (const [key, partnerId] of [
    ['a', agencyA],
    ['b', agencyB],
    ['none', null],
  ] as const) {
    const client = await f.api('POST', '/api/admin/group-clients', { name: `Client ${key}`, partnerId });
    expect(client.statusCode, client.body).toBe(201);
    const request = await f.api('POST', '/api/admin/group-sale-requests', {
      clientId: client.data.id,
      eventId: f.eventId,
      groupSize: 2,
    });
    expect(request.statusCode, request.body).toBe(201);
    ids[key] = { client: client.data.id as number, request: request.data.id as number };
  }
});
afterAll(() => t.close());

const code = (res: { data: Record<string, unknown> }) =>
  (res.data.errors as { code: string }[] | undefined)?.[0]?.code;
const asA = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  call(t.app, { method, url, token: tokenA, ...(payload ? { payload } : {}) });
const inDays = (d: number) => new Date(Date.now() + d * 86_400_000).toISOString();

describe('a partner’s group-sales user', () => {
  it('lists only the requests and clients of its own partner; staff without a partner list all', async () => {
    const mine = await asA('GET', '/api/admin/group-sale-requests');
    expect(mine.statusCode, mine.body).toBe(200);
    expect((mine.data as unknown as { id: number }[]).map((r) => r.id)).toEqual([ids.a.request]);
    const clients = await asA('GET', '/api/admin/group-clients');
    expect((clients.data as unknown as { id: number }[]).map((c) => c.id)).toEqual([ids.a.client]);
    const all = await f.api('GET', '/api/admin/group-sale-requests');
    expect((all.data as unknown as { id: number }[]).map((r) => r.id).sort()).toEqual(
      [ids.a.request, ids.b.request, ids.none.request].sort(),
    );
  });

  it('works its own partner’s request', async () => {
    const one = await asA('GET', `/api/admin/group-sale-requests/${ids.a.request}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.data.clientName).toBe('Client a');
    const quoted = await asA('POST', `/api/admin/group-sale-requests/${ids.a.request}/quote`, {
      seatIds: ['D-1', 'D-2'].map((k) => f.seats.get(k)),
      holdUntil: inDays(3),
    });
    expect(quoted.statusCode, quoted.body).toBe(200);
    expect(quoted.data.status).toBe('quoted');
  });

  it('gets not found for another partner’s request or a request without a partner, on every route', async () => {
    for (const other of [ids.b.request, ids.none.request]) {
      for (const [method, url, payload] of [
        ['GET', `/api/admin/group-sale-requests/${other}`, undefined],
        ['GET', `/api/admin/group-sale-requests/${other}/seats`, undefined],
        [
          'POST',
          `/api/admin/group-sale-requests/${other}/quote`,
          { seatIds: ['E-1', 'E-2'].map((k) => f.seats.get(k)), holdUntil: inDays(3) },
        ],
        ['POST', `/api/admin/group-sale-requests/${other}/decline`, undefined],
        ['POST', `/api/admin/group-sale-requests/${other}/pay-balance`, undefined],
        ['GET', `/api/admin/group-sale-requests/${other}/names`, undefined],
      ] as const) {
        const res = await asA(method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(code(res)).toBe('admin.group_sale_not_found');
      }
    }
    // Nothing changed: the other requests are still new, with no seats held.
    const b = await f.api('GET', `/api/admin/group-sale-requests/${ids.b.request}`);
    expect(b.data).toMatchObject({ status: 'new', seats: [] });
  });

  it('cannot open a request for another partner’s client, and its own clients are its partner’s', async () => {
    const refused = await asA('POST', '/api/admin/group-sale-requests', {
      clientId: ids.b.client,
      eventId: f.eventId,
      groupSize: 2,
    });
    expect(refused.statusCode).toBe(404);
    expect(code(refused)).toBe('admin.group_client_not_found');
    const edit = await asA('PUT', `/api/admin/group-clients/${ids.b.client}`, { name: 'Taken over' });
    expect(edit.statusCode).toBe(404);
    const made = await asA('POST', '/api/admin/group-clients', {
      name: 'Alex’s new coach party',
      partnerId: null,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect(made.data).toMatchObject({ partnerId: agencyA, partnerName: 'Coach Tours Ltd' });
    const listed = await asA('GET', '/api/admin/group-clients');
    expect((listed.data as unknown as { id: number }[]).map((c) => c.id)).toContain(made.data.id);
  });
});
