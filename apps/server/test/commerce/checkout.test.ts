import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { startTestApp, type TestApp } from '../harness';
import { type SaleFixture, saleFixture } from './sale-fixture';

let t: TestApp;
let f: SaleFixture;
let keySeq = 0;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
});
afterAll(() => t.close());

const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' };
const key = () => `checkout-test-key-${++keySeq}-${Date.now()}`;
const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });

async function basketWith(...places: string[]) {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const id = open.data.id as string;
  const res = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: places.map((p) => f.seats.get(p)),
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id, total: res.data.total as number };
}

const seatStatus = async (place: string) => {
  const [seat] = await rows<{ status: string; order_id: number | string | null }>(
    t.database.db,
    sql`SELECT status, order_id FROM event_seats WHERE id = ${f.seats.get(place)}`,
  );
  return { status: seat!.status, order_id: seat!.order_id === null ? null : Number(seat!.order_id) };
};
const count = async (query: ReturnType<typeof sql>) =>
  Number((await rows<{ n: number | string }>(t.database.db, query))[0]!.n);

describe('checkout', () => {
  it('sells for cash: one order with its tickets and payment, the seats sold', async () => {
    const { id, total } = await basketWith('A-1', 'A-2');
    const res = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'Cash', amount: total }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const order = res.data as {
      id: number;
      total: number;
      tickets: { seatKey: string; barcode: string; total: number; status: string }[];
      payments: { type: string; amount: number }[];
    };
    expect(order.total).toBe(total);
    expect(order.tickets.map((x) => [x.seatKey, x.total, x.status])).toEqual([
      [`${f.eventId}-S1-A-1`, 4650, 'new'],
      [`${f.eventId}-S1-A-2`, 4650, 'new'],
    ]);
    expect(new Set(order.tickets.map((x) => x.barcode)).size).toBe(2);
    expect(order.payments).toEqual([expect.objectContaining({ type: 'Cash', amount: total })]);
    expect(await seatStatus('A-1')).toEqual({ status: 'sold', order_id: order.id });
    const basket = await f.api('GET', `/api/admin/baskets/${id}`);
    expect(basket.data).toMatchObject({ status: 'checked_out', orderId: order.id });
  });

  it('answers the same order to a retry and refuses a second checkout of a paid basket', async () => {
    const { id, total } = await basketWith('A-3');
    const body = {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'CreditCard', amount: total, card: card('4242424242424242') }],
    };
    const first = await f.api('POST', `/api/admin/baskets/${id}/checkout`, body);
    const again = await f.api('POST', `/api/admin/baskets/${id}/checkout`, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.data.id).toBe(first.data.id);
    expect(first.data.payments).toEqual([
      expect.objectContaining({ type: 'CreditCard', method: 'Visa', last4: '4242', amount: total }),
    ]);
    const other = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
      ...body,
      idempotencyKey: key(),
    });
    expect(other.data.errors).toEqual([expect.objectContaining({ code: 'purchase.basket_closed' })]);
    expect(await count(sql`SELECT count(*) AS n FROM orders WHERE basket_id = ${id}::uuid`)).toBe(1);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM sandbox_charges WHERE idempotency_key LIKE ${`${body.idempotencyKey}%`}`,
      ),
    ).toBe(1);
  });

  it('keeps the basket when a card is declined, says why, and makes no order', async () => {
    const { id, total } = await basketWith('A-5');
    const res = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'CreditCard', amount: total, card: card('4000000000009995') }],
    });
    expect(res.statusCode).toBe(402);
    expect(res.data.errors).toEqual([
      expect.objectContaining({ code: 'purchase.card_insufficient_funds', field: 'payments.0.card.number' }),
    ]);
    expect(await seatStatus('A-5')).toMatchObject({ status: 'reserved' });
    expect((await f.api('GET', `/api/admin/baskets/${id}`)).data).toMatchObject({
      status: 'open',
      orderId: null,
    });
    const retry = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'CreditCard', amount: total, card: card('5555 5555 5555 4444') }],
    });
    expect(retry.statusCode, retry.body).toBe(201);
    expect(retry.data.payments).toEqual([expect.objectContaining({ method: 'MasterCard', last4: '4444' })]);
  });

  it('refuses payments that do not add up, a wrong check and bad card details, changing nothing', async () => {
    const { id, total } = await basketWith('A-7');
    const attempts = [
      {
        payments: [{ type: 'Cash', amount: total - 1 }],
        expected: { code: 'purchase.payment_total_mismatch', field: 'payments' },
      },
      {
        payments: [{ type: 'Check', amount: total, checkAmount: total + 100 }],
        expected: { code: 'purchase.check_amount_mismatch', field: 'payments.0.checkAmount' },
      },
      {
        payments: [
          { type: 'CreditCard', amount: total, card: { ...card('4242424242424242'), expYear: 2025 } },
        ],
        expected: { code: 'purchase.card_expired', field: 'payments.0.card.expMonth' },
      },
      {
        payments: [{ type: 'CreditCard', amount: total, card: card('4242424242424241') }],
        expected: { code: 'purchase.card_number_invalid', field: 'payments.0.card.number' },
      },
      {
        payments: [{ type: 'TheatreToken', amount: total }],
        expected: { code: 'purchase.payment_type_not_allowed', field: 'payments.0.type' },
      },
    ];
    for (const attempt of attempts) {
      const res = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
        idempotencyKey: key(),
        buyer,
        payments: attempt.payments,
      });
      expect(res.data.errors, JSON.stringify(attempt)).toEqual([expect.objectContaining(attempt.expected)]);
    }
    expect((await f.api('GET', `/api/admin/baskets/${id}`)).data).toMatchObject({ status: 'open' });
    expect(await seatStatus('A-7')).toMatchObject({ status: 'reserved' });
    expect(await count(sql`SELECT count(*) AS n FROM orders WHERE basket_id = ${id}::uuid`)).toBe(0);
  });

  it('takes a buyer title from the spec’s list and refuses any other on its field', async () => {
    const { id, total } = await basketWith('A-8');
    const refused = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
      idempotencyKey: key(),
      buyer: { ...buyer, title: 'Captain' },
      payments: [{ type: 'Cash', amount: total }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.data.errors).toEqual([
      expect.objectContaining({ code: 'common.validation_failed', field: 'buyer.title' }),
    ]);
    const sold = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
      idempotencyKey: key(),
      buyer: { ...buyer, title: 'Mx' },
      payments: [{ type: 'Cash', amount: total }],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.data.buyer).toMatchObject({ title: 'Mx', firstName: 'Ada' });
  });

  it('comps an order: a single comp payment, seats comp', async () => {
    const { id } = await basketWith('A-9');
    const press = await f.api('POST', '/api/admin/comp-types', { name: 'Press' });
    const res = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'Comp', amount: 0, compTypeId: press.data.id }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(await seatStatus('A-9')).toMatchObject({ status: 'comp' });
  });

  it('refuses an expired basket without charging the card, and the seats are free again', async () => {
    const { id, total } = await basketWith('B-9');
    t.clock.advance(16 * 60_000);
    try {
      const k = key();
      const res = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
        idempotencyKey: k,
        buyer,
        payments: [{ type: 'CreditCard', amount: total, card: card('4242424242424242') }],
      });
      expect(res.data.errors).toEqual([
        expect.objectContaining({
          code: 'purchase.reservation_expired',
          message: 'Your basket has expired. Please start over.',
        }),
      ]);
      expect(
        await count(sql`SELECT count(*) AS n FROM sandbox_charges WHERE idempotency_key LIKE ${`${k}%`}`),
      ).toBe(0);
      const other = await basketWith('B-9');
      expect(other.total).toBeGreaterThan(0);
    } finally {
      t.clock.advance(-16 * 60_000);
    }
  });

  it('reports an empty basket', async () => {
    const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
    const res = await f.api('POST', `/api/admin/baskets/${open.data.id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'Cash', amount: 100 }],
    });
    expect(res.data.errors).toEqual([expect.objectContaining({ code: 'purchase.basket_empty' })]);
  });

  it('shows the order to staff who may view orders', async () => {
    const { id, total } = await basketWith('C-1');
    const made = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'Cash', amount: total }],
    });
    const res = await f.api('GET', `/api/admin/orders/${made.data.id}`);
    expect(res.data).toMatchObject({
      id: made.data.id,
      buyer: expect.objectContaining({ email: buyer.email }),
    });
    const missing = await f.api('GET', '/api/admin/orders/999999');
    expect(missing.data.errors).toEqual([
      expect.objectContaining({
        code: 'purchase.order_not_found',
        message: 'Order not found or unable to fetch order data.',
      }),
    ]);
  });
});
