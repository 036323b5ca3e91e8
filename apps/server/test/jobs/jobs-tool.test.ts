import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationSent } from '../commerce/confirmation';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';

let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
});
afterAll(() => t.close());

async function sell(place: string): Promise<number> {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const id = open.data.id as string;
  const added = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: [f.seats.get(place)],
  });
  const paid = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
    idempotencyKey: `jobs-tool-test-order-${place}`,
    buyer: { firstName: 'Ana', lastName: 'Silva', email: 'ana@example.test' },
    payments: [{ type: 'Cash', amount: added.data.total as number }],
  });
  expect(paid.statusCode, paid.body).toBe(201);
  return paid.data.id as number;
}

type Listed = {
  name: string;
  state: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
};

describe('Tools → Jobs', () => {
  it('lists the account’s jobs with their state and attempts to an administrator', async () => {
    const orderId = await sell('A-1');
    await confirmationSent(f.api, orderId);
    // The confirmation job is completed once the queue hears the handler finished.
    let items: Listed[] = [];
    for (let i = 0; i < 500; i++) {
      const res = await f.api('GET', '/api/admin/tools/jobs');
      expect(res.statusCode, res.body).toBe(200);
      items = res.data.items as Listed[];
      if (items.some((j) => j.name === 'order-confirmation' && j.state === 'completed')) break;
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(items).toContainEqual(
      expect.objectContaining({
        name: 'order-confirmation',
        state: 'completed',
        attempts: 1,
        maxAttempts: 8,
        lastError: null,
        nextRunAt: null,
      }),
    );
    const failed = await f.api('GET', '/api/admin/tools/jobs?failedOnly=true');
    expect(failed.data.items).toEqual([]);
  });

  it('is refused to staff other than administrators, and shows no other account’s jobs', async () => {
    const supervisor = await createStaffUser(t.database.db, {
      accountId: f.accountId,
      role: 'BoxOfficeSupervisor',
    });
    const refused = await call(t.app, {
      method: 'GET',
      url: '/api/admin/tools/jobs',
      token: await signInAs(t.app, supervisor.email),
    });
    expect(refused.statusCode).toBe(403);

    const other = await saleFixture(t);
    const theirs = await other.api('GET', '/api/admin/tools/jobs');
    expect(theirs.statusCode).toBe(200);
    expect((theirs.data.items as Listed[]).filter((j) => j.name === 'order-confirmation')).toEqual([]);

    const operator = await createStaffUser(t.database.db, {
      accountId: other.accountId,
      role: 'Admin',
      platformOperator: true,
    });
    const all = await call(t.app, {
      method: 'GET',
      url: '/api/admin/tools/jobs',
      token: await signInAs(t.app, operator.email),
    });
    expect(
      (all.data.items as Listed[]).filter((j) => j.name === 'order-confirmation').length,
    ).toBeGreaterThan(0);
  });
});
