import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import type { SaleFixture } from '../commerce/sale-fixture';
import { adminsOfTwoAccounts, createStaffUser } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { errorCode, orderFixture, sell } from './order-fixture';

let t: TestApp;
let f: SaleFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await orderFixture(t);
});
afterAll(() => t.close());

type Page = {
  items: { id: number; buyerEmail: string; status: string; eventNames: string[] }[];
  nextCursor: string | null;
};

describe('orders list', () => {
  it('finds orders newest first by id, barcode, email and last name, a page at a time', async () => {
    const first = await sell(f, ['C-1']);
    t.clock.advance(1000);
    const second = await sell(f, ['C-2']);
    t.clock.advance(1000);
    const third = await sell(f, ['C-3']);
    const all = (await f.api('GET', '/api/admin/orders?pageSize=10')).data as unknown as Page;
    expect(all.items.map((o) => o.id).slice(0, 3)).toEqual([third.id, second.id, first.id]);
    expect(all.items[0]!.eventNames).toHaveLength(1);

    const byId = (await f.api('GET', `/api/admin/orders?q=${second.id}`)).data as unknown as Page;
    expect(byId.items.map((o) => o.id)).toEqual([second.id]);
    const detail = await f.api('GET', `/api/admin/orders/${first.id}`);
    const barcode = (detail.data.tickets as { barcode: string }[])[0]!.barcode;
    expect(
      ((await f.api('GET', `/api/admin/orders?q=${barcode}`)).data as unknown as Page).items.map((o) => o.id),
    ).toEqual([first.id]);
    const byEmail = (await f.api('GET', '/api/admin/orders?q=ADA@example.test&pageSize=10'))
      .data as unknown as Page;
    expect(byEmail.items.length).toBeGreaterThanOrEqual(3);
    const byName = (await f.api('GET', '/api/admin/orders?q=lovel&pageSize=10')).data as unknown as Page;
    expect(byName.items.length).toBeGreaterThanOrEqual(3);
    expect(((await f.api('GET', '/api/admin/orders?q=nobody')).data as unknown as Page).items).toEqual([]);

    const page1 = (await f.api('GET', '/api/admin/orders?pageSize=10')).data as unknown as Page;
    expect(page1.nextCursor).toBeNull();
  });

  it('pages with a cursor and filters by status, channel, event and dates', async () => {
    for (const place of ['C-4', 'C-5', 'C-6', 'C-7', 'C-8', 'C-9', 'C-10', 'D-1', 'D-2', 'D-3', 'D-4']) {
      await sell(f, [place]);
      t.clock.advance(10);
    }
    const page1 = (await f.api('GET', '/api/admin/orders?pageSize=10')).data as unknown as Page;
    expect(page1.items).toHaveLength(10);
    expect(page1.nextCursor).not.toBeNull();
    const page2 = (await f.api('GET', `/api/admin/orders?pageSize=10&after=${page1.nextCursor}`))
      .data as unknown as Page;
    expect(page2.items.length).toBeGreaterThan(0);
    expect(page2.items.some((o) => page1.items.some((p) => p.id === o.id))).toBe(false);

    const victim = page1.items[0]!;
    const detail = await f.api('GET', `/api/admin/orders/${victim.id}`);
    await f.api('POST', `/api/admin/orders/${victim.id}/cancel`, { returnTo: 'open' });
    expect(detail.statusCode).toBe(200);
    const voided = (await f.api('GET', '/api/admin/orders?status=voided')).data as unknown as Page;
    expect(voided.items.map((o) => o.id)).toContain(victim.id);
    expect(voided.items.every((o) => o.status === 'voided')).toBe(true);
    expect(((await f.api('GET', '/api/admin/orders?channel=Web')).data as unknown as Page).items).toEqual([]);
    expect(
      ((await f.api('GET', `/api/admin/orders?eventId=${f.eventId}&pageSize=100`)).data as unknown as Page)
        .items.length,
    ).toBeGreaterThan(10);
    expect(((await f.api('GET', '/api/admin/orders?eventId=999999')).data as unknown as Page).items).toEqual(
      [],
    );
    const day = t.clock.now.toISOString().slice(0, 10);
    expect(
      ((await f.api('GET', `/api/admin/orders?from=${day}&to=${day}`)).data as unknown as Page).items.length,
    ).toBeGreaterThan(0);
    expect(((await f.api('GET', '/api/admin/orders?to=2020-01-01')).data as unknown as Page).items).toEqual(
      [],
    );
    expect((await f.api('GET', '/api/admin/orders?pageSize=30')).statusCode).toBe(400);
  });

  it('never shows another account its orders', async () => {
    const order = await sell(f, ['D-5']);
    const { otherToken } = await adminsOfTwoAccounts(t.app, t.database.db);
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/admin/orders?q=${order.id}`,
      headers: { authorization: `Bearer ${otherToken}` },
    });
    expect(other.json().items).toEqual([]);
  });
});

describe('order detail changes', () => {
  it('keeps notes with their private flag and author, and the delivery date, in the activity', async () => {
    const order = await sell(f, ['D-6']);
    const note = await f.api('POST', `/api/admin/orders/${order.id}/notes`, {
      text: 'Collects at box office',
      private: true,
    });
    expect(note.statusCode, note.body).toBe(201);
    const [line] = note.data as unknown as {
      kind: string;
      by: string;
      details: { text: string; private: boolean };
    }[];
    expect(line).toMatchObject({
      kind: 'note.added',
      details: { text: 'Collects at box office', private: true },
    });
    expect(line!.by).toBeTruthy();
    const empty = await f.api('POST', `/api/admin/orders/${order.id}/notes`, { text: '  ' });
    expect(empty.statusCode).toBe(400);
    const dated = await f.api('PUT', `/api/admin/orders/${order.id}/delivery-date`, {
      deliveryDate: '2026-12-01T10:00:00.000Z',
    });
    expect(dated.data.deliveryDate).toBe('2026-12-01T10:00:00.000Z');
    const activity = await f.api('GET', `/api/admin/orders/${order.id}/activity`);
    expect((activity.data as unknown as { kind: string }[])[0]!.kind).toBe('delivery_date.changed');
  });

  it('shows the seller and answers a missing order with the spec message', async () => {
    const order = await sell(f, ['D-7']);
    const detail = await f.api('GET', `/api/admin/orders/${order.id}`);
    expect(detail.data.seller).toMatchObject({ name: expect.any(String) });
    const missing = await f.api('GET', '/api/admin/orders/999999');
    expect(missing.statusCode).toBe(404);
    expect((missing.data.errors as { message: string }[])[0]!.message).toBe(
      'Order not found or unable to fetch order data.',
    );
  });
});

describe('tools', () => {
  it('anonymizes one order: personal data gone, money kept, audited, not twice', async () => {
    const order = await sell(f, ['D-8']);
    await f.api('POST', `/api/admin/orders/${order.id}/notes`, {
      text: 'Ada phones on Fridays',
      private: false,
    });
    const res = await f.api('POST', `/api/admin/tools/anonymize-order/${order.id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.data).toMatchObject({ anonymized: true, total: order.total, netPaid: order.total });
    expect(JSON.stringify(res.data.buyer)).not.toContain('Lovelace');
    expect(JSON.stringify(res.data.buyer)).not.toContain('ada@');
    const activity = await f.api('GET', `/api/admin/orders/${order.id}/activity`);
    expect(JSON.stringify(activity.data)).not.toContain('Ada phones');
    expect((activity.data as unknown as { kind: string }[])[0]!.kind).toBe('order.anonymized');
    expect(errorCode(await f.api('POST', `/api/admin/tools/anonymize-order/${order.id}`))).toBe(
      'admin.order_anonymized',
    );
  });

  it('orders manager changes the payment type, moves a seat through inventory and changes the user', async () => {
    const order = await sell(f, ['D-9']);
    const typed = await f.api(
      'PUT',
      `/api/admin/tools/orders-manager/${order.id}/payments/${order.payments[0]!.id}`,
      {
        type: 'Check',
      },
    );
    expect((typed.data.payments as { type: string }[])[0]!.type).toBe('Check');

    const moved = await f.api(
      'POST',
      `/api/admin/tools/orders-manager/${order.id}/tickets/${order.tickets[0]!.id}/move`,
      {
        eventSeatId: f.seats.get('E-9'),
      },
    );
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.data.tickets as { seatKey: string }[])[0]!.seatKey).toBe(`${f.eventId}-S1-E-9`);
    const statuses = await rows<{ id: string; status: string }>(
      t.database.db,
      sql`SELECT id, status FROM event_seats WHERE id IN (${f.seats.get('D-9')}, ${f.seats.get('E-9')}) ORDER BY id`,
    );
    expect(statuses.map((s) => s.status)).toEqual(['open', 'sold']);
    const taken = await sell(f, ['E-10']);
    const refused = await f.api(
      'POST',
      `/api/admin/tools/orders-manager/${order.id}/tickets/${order.tickets[0]!.id}/move`,
      {
        eventSeatId: f.seats.get('E-10'),
      },
    );
    expect(errorCode(refused)).toBe('admin.order_seat_not_open');
    expect(taken.id).toBeGreaterThan(0);

    const clerk = await createStaffUser(t.database.db, { accountId: f.accountId, role: 'PointOfSale' });
    const user = await f.api('PUT', `/api/admin/tools/orders-manager/${order.id}/user`, { userId: clerk.id });
    expect(user.data.seller).toMatchObject({ id: clerk.id });
    expect(
      errorCode(await f.api('PUT', `/api/admin/tools/orders-manager/${order.id}/user`, { userId: 999999 })),
    ).toBe('admin.order_user_not_found');
    const kinds = (
      (await f.api('GET', `/api/admin/orders/${order.id}/activity`)).data as unknown as { kind: string }[]
    ).map((a) => a.kind);
    expect(kinds).toEqual([
      'order.user_changed',
      'ticket.moved',
      'payment.type_changed',
      'email.order_confirmation',
      'order.placed',
    ]);
  });
});
