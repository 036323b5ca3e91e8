import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, orders } from '@/db/schema';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createAccount, createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { type SoldOrder, sell } from '../orders/order-fixture';

// Tools → Utility objects (decisions/0104): one object of the account by type and id, read only.
let t: TestApp;
let f: SaleFixture;
let order: SoldOrder;

type Json = Record<string, unknown>;
type View = {
  kind: string;
  id: number;
  fields: { name: string; value: unknown }[];
  related: { kind: string; ids: unknown[] }[];
};
const look = async (kind: string, id: number | string, token?: string) => {
  const res = token
    ? await call(t.app, { method: 'GET', url: `/api/admin/tools/utility-objects/${kind}/${id}`, token })
    : await f.api('GET', `/api/admin/tools/utility-objects/${kind}/${id}`);
  return { res, view: res.data as unknown as View };
};
const field = (v: View, name: string) => v.fields.find((x) => x.name === name)?.value;
const related = (v: View, kind: string) => v.related.find((r) => r.kind === kind)?.ids ?? [];

beforeAll(async () => {
  t = await startTestApp({ now: new Date() });
  f = await saleFixture(t);
  order = await sell(f, ['A-1', 'A-2']);
});
afterAll(() => t.close());

describe('utility objects', () => {
  it('shows an order’s stored fields and opens its tickets, seats, payment and event in turn', async () => {
    const { res, view } = await look('order', order.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(field(view, 'total')).toBe(order.total);
    expect(field(view, 'status')).toBe('new');
    expect(related(view, 'ticket').sort()).toEqual(order.tickets.map((x) => x.id).sort());
    expect(related(view, 'payment')).toEqual([order.payments[0]!.id]);
    expect(related(view, 'event')).toEqual([f.eventId]);
    expect(view.fields.map((x) => x.name)).not.toContain('idempotencyKey');

    const ticket = order.tickets[0]!;
    const t1 = (await look('ticket', ticket.id)).view;
    expect(field(t1, 'seatKey')).toBe(ticket.seatKey);
    expect(related(t1, 'order')).toEqual([order.id]);
    expect(t1.fields.map((x) => x.name)).not.toContain('barcode');

    const seat = (await look('seat', ticket.eventSeatId!)).view;
    expect(field(seat, 'status')).toBe('sold');
    expect(related(seat, 'ticket')).toEqual([ticket.id]);
    const payment = (await look('payment', order.payments[0]!.id)).view;
    expect(field(payment, 'type')).toBe('Cash');
    expect(related(payment, 'order')).toEqual([order.id]);
    expect(field((await look('event', f.eventId)).view, 'name')).toBeTruthy();
  });

  it('shows a customer without any secret: whether they have a shop login, not its hash', async () => {
    const [row] = await t.database.db
      .insert(customers)
      .values({
        accountId: f.accountId,
        firstName: 'Grace',
        lastName: 'Hopper',
        email: `grace-${Date.now()}@example.test`,
        passwordHash: 'scrypt$not-for-eyes',
        accessCardNumber: '4711',
        createdAt: new Date(),
      })
      .returning();
    await t.database.db.update(orders).set({ customerId: row!.id }).where(eq(orders.id, order.id));
    const { view } = await look('customer', row!.id);
    expect(field(view, 'lastName')).toBe('Hopper');
    expect(field(view, 'hasShopLogin')).toBe(true);
    expect(JSON.stringify(view)).not.toContain('not-for-eyes');
    expect(JSON.stringify(view)).not.toContain('4711');
    expect(related(view, 'order')).toEqual([order.id]);
  });

  it('answers not found for another account’s object or a missing one, and is refused without order rights', async () => {
    const other = await createAccount(t.database.db);
    const stranger = await createStaffUser(t.database.db, { accountId: other.id, role: 'Admin' });
    const strangerToken = await signInAs(t.app, stranger.email);
    const { res } = await look('order', order.id, strangerToken);
    expect(res.statusCode).toBe(404);
    expect((res.data.errors as Json[])[0]).toMatchObject({ code: 'common.not_found' });
    expect((await look('ticket', 999_999)).res.statusCode).toBe(404);
    expect((await look('basket', 1)).res.statusCode).toBe(400);
    expect((await look('order', 'abc')).res.statusCode).toBe(400);
    const noOrders = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'TicketTaker' });
    const refused = await look('order', order.id, await signInAs(t.app, noOrders.email));
    expect(refused.res.statusCode).toBe(403);
  });
});
