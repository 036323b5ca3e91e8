import { endpoints } from '@tessera/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountHostnames, accounts, apiKeys, hostnameImages, userGroups, users } from '@/db/schema';
import { addHostname, createAccount, createStaffUser, signInAs } from './factories';
import { call, startTestApp, type TestApp } from './harness';
import { requestOf, urlWith } from './route-walk';
import { seedOtherAccount } from './security/other-account';

/**
 * Account A's administrator asks every staff route of the session's account with account
 * B's ids: each must answer 404, exactly as for an id that does not exist, and leave B's
 * rows as they were. Lists must never show B's rows. Walks the contract, so new routes are
 * covered without editing this file (a new kind of path parameter needs one line in `idsOfB`).
 */
let t: TestApp;
let tokenA: string;
const idsOfB: Record<string, string | number> = { imageKind: 'favicon', templateImageKind: 'poster' };
const marksOfB = [
  'lakeside-secret@b.test',
  'Lakeside ushers',
  'tickets.lakeside.test',
  'Evening performance',
  'Service charges',
  'Lakeside subscription',
  'Lakeside season 2027',
];

async function snapshotOfB(accountId: number) {
  const db = t.database.db;
  return {
    users: await db.select().from(users).where(eq(users.accountId, accountId)),
    groups: await db.select().from(userGroups).where(eq(userGroups.accountId, accountId)),
    hostnames: await db.select().from(accountHostnames).where(eq(accountHostnames.accountId, accountId)),
    keys: await db.select().from(apiKeys).where(eq(apiKeys.accountId, accountId)),
    images: (await db.select().from(hostnameImages).where(eq(hostnameImages.accountId, accountId))).length,
  };
}
let accountB: number;
let before: Awaited<ReturnType<typeof snapshotOfB>>;

beforeAll(async () => {
  t = await startTestApp();
  const db = t.database.db;
  const a = await createAccount(db, { name: 'Harbour Theatre' });
  const b = await createAccount(db, { name: 'Lakeside Hall' });
  accountB = b.id;
  // Season tickets on for both: their routes answer past the feature switch.
  for (const id of [a.id, b.id])
    await db.update(accounts).set({ seasonTicketsEnabled: true }).where(eq(accounts.id, id));
  await addHostname(db, a.id, 'localhost', true);
  const admin = await createStaffUser(db, { accountId: a.id, role: 'Admin' });
  tokenA = await signInAs(t.app, admin.email);

  await seedOtherAccount(t, a, b, idsOfB);
  before = await snapshotOfB(b.id);
});
afterAll(() => t.close());

const withIds = endpoints.filter((e) => e.auth === 'staff' && e.tenant === 'session' && e.path.includes(':'));
const lists = endpoints.filter(
  (e) => e.auth === 'staff' && e.tenant === 'session' && e.method === 'GET' && !e.path.includes(':'),
);

describe(`tenant isolation (${withIds.length} routes with ids, ${lists.length} lists)`, () => {
  it.each(withIds.map((e) => [e.id, e] as const))(
    '%s answers 404 for another account’s ids',
    async (_id, endpoint) => {
      const res = await call(t.app, { ...requestOf(endpoint, urlWith(endpoint, idsOfB)), token: tokenA });
      expect(res.statusCode, res.body).toBe(404);
      expect((res.data.errors as { code: string }[])[0]?.code).toMatch(/not_found$/);
    },
  );

  it.each(lists.map((e) => [e.id, e] as const))(
    '%s shows none of another account’s rows',
    async (_id, endpoint) => {
      const res = await call(t.app, { method: 'GET', url: endpoint.path, token: tokenA });
      // A list that needs a query (seat keys) is refused without one; either way nothing of B shows.
      expect([200, 400]).toContain(res.statusCode);
      for (const mark of marksOfB) expect(res.body).not.toContain(mark);
    },
  );

  it('finds none of another account’s seats by their key', async () => {
    const key = `${idsOfB.eventId}-S1-A-1`;
    const res = await call(t.app, {
      method: 'GET',
      url: `/api/admin/tools/seat-locator?keys=${key}`,
      token: tokenA,
    });
    expect(res.data).toEqual({ seats: [], notFound: [key] });
  });

  it('refuses another account’s user group in a body as missing', async () => {
    const res = await call(t.app, {
      method: 'POST',
      url: '/api/admin/users',
      token: tokenA,
      payload: {
        email: 'x@a.test',
        firstName: 'X',
        lastName: 'Y',
        role: 'CallCenter',
        userGroupId: idsOfB.groupId,
        partnerId: null,
      },
    });
    expect(res.statusCode).toBe(404);
    expect(res.data.errors).toEqual([
      expect.objectContaining({ code: 'common.not_found', field: 'userGroupId' }),
    ]);
  });

  it('left every row of the other account as it was', async () => {
    expect(await snapshotOfB(accountB)).toEqual(before);
  });
});
