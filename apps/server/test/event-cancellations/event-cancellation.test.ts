import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import { confirmationSent } from '../commerce/confirmation';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { createStaffUser, signInAs } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { card, errorCode, key } from '../orders/order-fixture';

/**
 * Bulk cancel of an event's orders (decisions/0060): the event goes off sale at once, the job
 * queue cancels each order's tickets of the event with refunds to the original payments, the
 * seats go back, each buyer is mailed, and refunds the processor refused are listed to retry.
 */
let t: TestApp;
let f: SaleFixture;
beforeAll(async () => {
  t = await startTestApp({ movableClock: true, now: new Date(), withSmtp: true });
  f = await saleFixture(t);
});
afterAll(() => t.close());

const tick = () => t.clock.advance(2_500);
let seq = 0;

/** Sells seats to a buyer of their own, paid as given. */
async function sellTo(places: string[], pay: (total: number) => object[], fx = f, locale?: string) {
  const email = `buyer-${++seq}-${Date.now()}@example.test`;
  const open = await fx.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const added = await fx.api('POST', `/api/admin/baskets/${open.data.id}/seats`, {
    eventId: fx.eventId,
    seatIds: places.map((p) => fx.seats.get(p)),
  });
  expect(added.statusCode, added.body).toBe(200);
  const res = await fx.api('POST', `/api/admin/baskets/${open.data.id}/checkout`, {
    idempotencyKey: key(),
    buyer: { firstName: 'Grace', lastName: 'Hopper', email, ...(locale ? { locale } : {}) },
    payments: pay(added.data.total as number),
  });
  expect(res.statusCode, res.body).toBe(201);
  await confirmationSent(fx.api, res.data.id as number, tick);
  return { id: res.data.id as number, total: res.data.total as number, email };
}

const byCard = (number: string) => (total: number) => [
  { type: 'CreditCard', amount: total, card: card(number) },
];
const inCash = (total: number) => [{ type: 'Cash', amount: total }];

async function untilDone(fx = f) {
  for (let i = 0; i < 400; i++) {
    const res = await fx.api('GET', `/api/admin/events/${fx.eventId}/cancel-orders`);
    expect(res.statusCode, res.body).toBe(200);
    if (res.data.status === 'done' && res.data.refundsUnderWay === 0) return res.data;
    await tick();
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('the bulk cancel never finished');
}

describe('bulk cancel of an event’s orders', () => {
  it('cancels every order in the background, refunds the original payments, frees the seats and mails each buyer', async () => {
    const cash = await sellTo(['A-1', 'A-2'], inCash);
    const visa = await sellTo(['A-3'], byCard('4242424242424242'));
    const refusing = await sellTo(['A-4'], byCard('4000000000007726'));
    expect((await f.api('GET', `/api/admin/events/${f.eventId}/cancel-orders`)).data).toBeNull();

    const started = await f.api('POST', `/api/admin/events/${f.eventId}/cancel-orders`, {
      returnTo: 'open',
      notifyBuyers: true,
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.data).toMatchObject({ status: 'running', ordersTotal: 3, notifyBuyers: true });

    // Off sale at once: nothing new is sold behind the cancel, and it cannot start twice.
    const basket = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
    const late = await f.api('POST', `/api/admin/baskets/${basket.data.id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('B-1')],
    });
    expect(errorCode(late)).toBe('purchase.admin_off_sale');
    const again = await f.api('POST', `/api/admin/events/${f.eventId}/cancel-orders`, {
      returnTo: 'open',
      notifyBuyers: true,
    });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('admin.event_cancellation_running');

    const done = await untilDone();
    expect(done).toMatchObject({ ordersTotal: 3, ordersCancelled: 3, ordersFailed: 0, ordersPending: 0 });
    // The processor refused one card refund: listed with its order, to retry.
    expect(done.refundsFailed).toEqual([
      expect.objectContaining({
        orderId: refusing.id,
        amount: refusing.total,
        failureCode: 'admin.order_refund_failed',
      }),
    ]);

    for (const order of [cash, visa, refusing]) {
      const detail = await f.api('GET', `/api/admin/orders/${order.id}`);
      const tickets = detail.data.tickets as { status: string }[];
      expect(tickets.every((x) => x.status === 'voided')).toBe(true);
    }
    const cashRefunds = (await f.api('GET', `/api/admin/orders/${cash.id}`)).data.refunds as {
      amount: number;
      state: string;
    }[];
    expect(cashRefunds).toEqual([expect.objectContaining({ amount: cash.total, state: 'succeeded' })]);
    const visaRefunds = (await f.api('GET', `/api/admin/orders/${visa.id}`)).data.refunds as {
      amount: number;
      state: string;
    }[];
    expect(visaRefunds).toEqual([expect.objectContaining({ amount: visa.total, state: 'succeeded' })]);

    // The seats are open again ('o' in the map's one-letter statuses).
    const seats = await f.api('GET', `/api/admin/events/${f.eventId}/seats`);
    const columns = seats.data.seats as { id: number[]; status: string };
    for (const place of ['A-1', 'A-2', 'A-3', 'A-4']) {
      expect(columns.status[columns.id.indexOf(f.seats.get(place)!)], place).toBe('o');
    }

    // Each buyer is told, with what comes back to them.
    for (const order of [cash, visa, refusing]) {
      const mail = await t.smtp!.lastTo(order.email);
      expect(mail.text).toContain(`is cancelled (order ${order.id})`);
      expect(mail.text).toContain(`$${(order.total / 100).toFixed(2)} is being refunded`);
    }

    // A retry of the refused refund gives the money back; the list empties.
    const retried = await f.api(
      'POST',
      `/api/admin/orders/${refusing.id}/refunds/${(done.refundsFailed as { refundId: number }[])[0]!.refundId}/retry`,
    );
    expect(retried.statusCode, retried.body).toBe(200);
    const after = await untilDone();
    expect(after.refundsFailed).toEqual([]);
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
  });

  it('puts the seats back in the chosen hold, and mails nobody when told not to', async () => {
    const g = await saleFixture(t);
    const first = await sellTo(['B-1', 'B-2'], inCash, g);
    const second = await sellTo(['B-3'], inCash, g);
    const mailsBefore = t.smtp!.received.length;
    const hold = await g.api('POST', '/api/admin/seat-settings/holds', {
      name: 'Returned',
      color: '#868e96',
    });
    expect(hold.statusCode, hold.body).toBe(201);
    const started = await g.api('POST', `/api/admin/events/${g.eventId}/cancel-orders`, {
      returnTo: 'hold',
      holdId: hold.data.id,
      notifyBuyers: false,
    });
    expect(started.statusCode, started.body).toBe(200);
    const done = await untilDone(g);
    expect(done).toMatchObject({ ordersTotal: 2, ordersCancelled: 2, ordersFailed: 0 });
    const seats = await g.api('GET', `/api/admin/events/${g.eventId}/seats`);
    const columns = seats.data.seats as { id: number[]; status: string; hold: number[] };
    for (const place of ['B-1', 'B-2', 'B-3']) {
      const at = columns.id.indexOf(g.seats.get(place)!);
      expect([columns.status[at], columns.hold[at]], place).toEqual(['h', hold.data.id]);
    }
    // No buyer hears of it: not the cancelled orders' buyers, nobody else either.
    await new Promise((r) => setTimeout(r, 300));
    const since = t.smtp!.received.slice(mailsBefore);
    expect(since.filter((m) => m.to.includes(first.email) || m.to.includes(second.email))).toEqual([]);
  });

  it('tells a buyer who bought in Spanish in Spanish, with the money in their format', async () => {
    const g = await saleFixture(t);
    const order = await sellTo(['C-1'], inCash, g, 'es-ES');
    const started = await g.api('POST', `/api/admin/events/${g.eventId}/cancel-orders`, {
      returnTo: 'open',
      notifyBuyers: true,
    });
    expect(started.statusCode, started.body).toBe(200);
    await untilDone(g);
    const mail = await t.smtp!.lastTo(order.email);
    expect(mail.text).toContain('Hola, Grace:');
    expect(mail.text).toContain(`se ha cancelado (pedido ${order.id})`);
    expect(mail.text).toContain('se ha cancelado y tus entradas para esta');
    // What was paid, written the Spanish way (a decimal comma).
    expect(mail.text).toContain(`Te estamos devolviendo ${(order.total / 100).toFixed(2).replace('.', ',')}`);
    expect(mail.text).not.toContain('is being refunded');
  });

  it('refuses an event without orders, an unknown hold, an unknown event and another account’s event', async () => {
    const again = await f.api('POST', `/api/admin/events/${f.eventId}/cancel-orders`, {
      returnTo: 'open',
      notifyBuyers: false,
    });
    expect(again.statusCode).toBe(409);
    expect(errorCode(again)).toBe('admin.event_no_orders_to_cancel');
    const hold = await f.api('POST', `/api/admin/events/${f.eventId}/cancel-orders`, {
      returnTo: 'hold',
      holdId: 999_999,
      notifyBuyers: false,
    });
    expect(errorCode(hold)).toBe('admin.order_hold_not_found');
    const unknown = await f.api('POST', '/api/admin/events/999999/cancel-orders', {
      returnTo: 'open',
      notifyBuyers: false,
    });
    expect(unknown.statusCode).toBe(404);
    const other = await saleFixture(t);
    const foreign = await call(t.app, {
      method: 'GET',
      url: `/api/admin/events/${f.eventId}/cancel-orders`,
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
    const odd = await f.api('POST', `/api/admin/events/${f.eventId}/cancel-orders`, {
      returnTo: 'somewhere',
      notifyBuyers: 'yes',
    });
    expect(odd.statusCode).toBe(400);
  });

  it('is for those who may refund and cancel: a ticket taker and a call-center agent are refused', async () => {
    for (const role of ['TicketTaker', 'CallCenter'] as const) {
      const user = await createStaffUser(t.database.db, { accountId: f.accountId, role });
      const token = await signInAs(t.app, user.email);
      const res = await call(t.app, {
        method: 'POST',
        url: `/api/admin/events/${f.eventId}/cancel-orders`,
        token,
        payload: { returnTo: 'open', notifyBuyers: false },
      });
      expect(res.statusCode, role).toBe(403);
    }
  });
});
