import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '@/db/schema';
import { rows } from '@/db/sql';
import { unbalancedOrders } from '@/modules/orders/order-books.store';
import type { SaleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { card, errorCode, orderFixture, refundsSettled, sell } from '../orders/order-fixture';
import { basketWith, exchange, exchangeSettings, quote } from './exchange-fixture';

/**
 * Staff exchanges (spec "Exchanges and refunds"): at $45.00 full price or $36.00 concession, a
 * $1.50 booking fee per ticket (so tickets of $46.50 and $37.50) and a $2.00 fee per order.
 */
describe('staff exchanges', () => {
  let t: TestApp;
  let f: SaleFixture;

  beforeAll(async () => {
    t = await startTestApp();
    f = await orderFixture(t);
  });
  afterAll(() => t.close());

  const seatStatus = async (place: string) =>
    (
      await rows<{ status: string }>(
        t.database.db,
        sql`SELECT status FROM event_seats WHERE id = ${f.seats.get(place)}`,
      )
    )[0]!.status;

  it('quotes new value, credit, the template’s exchange fee and the difference; paying it sells the new seat and voids the old', async () => {
    await exchangeSettings(f, { exchangeFee: 250 });
    const order = await sell(f, ['A-1']);
    expect(order.tickets[0]!.total).toBe(4650);
    const basketId = await basketWith(f, ['A-3']);
    const q = await quote(f, order.id, basketId, [order.tickets[0]!.id]);
    expect(q.statusCode, q.body).toBe(200);
    expect(q.data).toMatchObject({ newValue: 4650, credit: 4650, fees: 250, difference: 250 });

    const res = await exchange(f, order.id, {
      basketId,
      ticketIds: [order.tickets[0]!.id],
      difference: 250,
      payments: [{ type: 'Cash', amount: 250 }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const tickets = res.data.tickets as {
      seatKey: string;
      status: string;
      total: number;
      fees: { name: string }[];
    }[];
    expect(tickets.map((x) => [x.seatKey.split('-').slice(-2).join('-'), x.status])).toEqual([
      ['A-1', 'voided'],
      ['A-3', 'new'],
    ]);
    // The new ticket carries the exchange fee, named as charged.
    expect(tickets[1]!.total).toBe(4650 + 250);
    expect(tickets[1]!.fees.map((x) => x.name)).toContain('Exchange fee');
    expect(await seatStatus('A-1')).toBe('open');
    expect(await seatStatus('A-3')).toBe('sold');
    // The seat history says the old seat was given up by the exchange, not by a plain void.
    const history = await f.api('GET', `/api/admin/seat-history?eventId=${f.eventId}&seat=S1-A-1`);
    expect((history.data.items as { reasonCode: string | null; orderId: number | null }[])[0]).toMatchObject({
      reasonCode: 'exchange',
    });
    expect(res.data.netPaid).toBe(order.total + 250);
    const activity = await f.api('GET', `/api/admin/orders/${order.id}/activity`);
    expect(
      (activity.data as unknown as { kind: string; details: Record<string, unknown> }[])[0],
    ).toMatchObject({
      kind: 'tickets.exchanged',
      details: { credit: 4650, newValue: 4650, fees: 250, difference: 250 },
    });
    expect(await unbalancedOrders(t.database.db, f.accountId, [order.id])).toEqual([]);
    // The exchanged basket is done: trying it again changes nothing.
    const again = await exchange(f, order.id, {
      basketId,
      ticketIds: [order.tickets[0]!.id],
      difference: 250,
      payments: [{ type: 'Cash', amount: 250 }],
    });
    expect(again.statusCode).toBe(200);
    expect((again.data.payments as unknown[]).length).toBe(2);
  });

  it('takes the event’s fee override instead of the template’s, and none when the event waives it', async () => {
    await exchangeSettings(f, { exchangeFee: 250 });
    const order = await sell(f, ['B-1']);
    const basketId = await basketWith(f, ['B-2']);
    const ids = [order.tickets[0]!.id];
    await t.database.db.update(events).set({ exchangeFeeOverride: 100 }).where(eq(events.id, f.eventId));
    expect((await quote(f, order.id, basketId, ids)).data).toMatchObject({ fees: 100, difference: 100 });
    await t.database.db.update(events).set({ waiveExchangeFees: true }).where(eq(events.id, f.eventId));
    expect((await quote(f, order.id, basketId, ids)).data).toMatchObject({ fees: 0, difference: 0 });
    await t.database.db
      .update(events)
      .set({ exchangeFeeOverride: null, waiveExchangeFees: false })
      .where(eq(events.id, f.eventId));
    const res = await exchange(f, order.id, { basketId, ticketIds: ids, difference: 0 });
    expect(res.statusCode, res.body).toBe(409);
    expect(errorCode(res)).toBe('purchase.exchange_difference_changed');
    expect(await seatStatus('B-1')).toBe('sold');
    expect(await seatStatus('B-2')).toBe('reserved');
  });

  it('refuses fewer tickets, and lower value while the template asks for equal or greater value; nothing changes', async () => {
    await exchangeSettings(f, { exchangeFee: 0, sameOrGreaterValueOnly: true });
    const order = await sell(f, ['C-1', 'C-2']);
    const ids = order.tickets.map((x) => x.id);
    const one = await basketWith(f, ['C-3']);
    const fewer = await exchange(f, order.id, { basketId: one, ticketIds: ids, difference: 0 });
    expect(fewer.statusCode).toBe(400);
    expect(errorCode(fewer)).toBe('purchase.exchange_count_mismatch');
    const cheaper = await basketWith(f, ['C-4', 'C-5'], f.concessionId);
    const lower = await exchange(f, order.id, { basketId: cheaper, ticketIds: ids, difference: -1800 });
    expect(lower.statusCode).toBe(400);
    expect(errorCode(lower)).toBe('purchase.exchange_lower_value');
    expect(await seatStatus('C-1')).toBe('sold');
    expect(await seatStatus('C-4')).toBe('reserved');
    const detail = await f.api('GET', `/api/admin/orders/${order.id}`);
    expect((detail.data.tickets as { status: string }[]).map((x) => x.status)).toEqual(['new', 'new']);
  });

  it('refunds a lower-value difference to the original card when the template allows less; the seat goes to a hold', async () => {
    await exchangeSettings(f, { exchangeFee: 150, sameOrGreaterValueOnly: false });
    const order = await sell(f, ['D-1'], (total) => [
      { type: 'CreditCard', amount: total, card: card('4242424242424242') },
    ]);
    const [hold] = await rows<{ id: number }>(
      t.database.db,
      sql`INSERT INTO holds (account_id, name) VALUES (${f.accountId}, 'Returns') RETURNING id`,
    );
    const holdId = hold!.id;
    const basketId = await basketWith(f, ['D-2'], f.concessionId);
    const q = await quote(f, order.id, basketId, [order.tickets[0]!.id]);
    // $37.50 + $1.50 fee − $46.50 = −$7.50, back to the card.
    expect(q.data).toMatchObject({ newValue: 3750, credit: 4650, fees: 150, difference: -750 });
    const res = await exchange(f, order.id, {
      basketId,
      ticketIds: [order.tickets[0]!.id],
      difference: -750,
      returnTo: 'hold',
      holdId,
    });
    expect(res.statusCode, res.body).toBe(200);
    const settled = await refundsSettled(f, order.id);
    expect(settled.refunds.map((r) => [r.amount, r.state])).toEqual([[750, 'succeeded']]);
    expect(await seatStatus('D-1')).toBe('hold');
    expect(await seatStatus('D-2')).toBe('sold');
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
  });

  it('pays a difference by card at the counter: a declined card changes nothing, a good one completes it', async () => {
    await exchangeSettings(f, { exchangeFee: 250 });
    const order = await sell(f, ['B-5']);
    const basketId = await basketWith(f, ['B-6']);
    const ids = [order.tickets[0]!.id];
    const byCard = (number: string) => ({
      basketId,
      ticketIds: ids,
      difference: 250,
      payments: [{ type: 'CreditCard', amount: 250, card: card(number) }],
    });
    const declined = await exchange(f, order.id, byCard('4000000000000002'));
    expect([declined.statusCode, errorCode(declined)]).toEqual([402, 'purchase.card_declined']);
    expect(await seatStatus('B-5')).toBe('sold');
    expect(await seatStatus('B-6')).toBe('reserved');
    const paid = await exchange(f, order.id, byCard('4242424242424242'));
    expect(paid.statusCode, paid.body).toBe(200);
    const payments = paid.data.payments as { type: string; amount: number; status: string }[];
    expect(payments.map((p) => [p.type, p.amount, p.status])).toEqual([
      ['Cash', order.total, 'captured'],
      ['CreditCard', 250, 'captured'],
    ]);
    expect(await seatStatus('B-5')).toBe('open');
    expect(await seatStatus('B-6')).toBe('sold');
    expect(await unbalancedOrders(t.database.db, f.accountId, [order.id])).toEqual([]);
  });

  it('refunds split across the payments only when they add up to the refund balance; otherwise nothing changes', async () => {
    await exchangeSettings(f, { exchangeFee: 0, sameOrGreaterValueOnly: false });
    const order = await sell(f, ['A-8'], (total) => [
      { type: 'Cash', amount: 2000 },
      { type: 'Cash', amount: total - 2000 },
    ]);
    const [first, second] = order.payments.map((p) => p.id);
    const basketId = await basketWith(f, ['A-9'], f.concessionId);
    const ids = [order.tickets[0]!.id];
    // $37.50 − $46.50: $9.00 to refund, which the seller splits over the two cash payments.
    expect((await quote(f, order.id, basketId, ids)).data).toMatchObject({ difference: -900 });
    const short = await exchange(f, order.id, {
      basketId,
      ticketIds: ids,
      difference: -900,
      refunds: [
        { paymentId: first, amount: 400 },
        { paymentId: second, amount: 300 },
      ],
    });
    expect([short.statusCode, errorCode(short)]).toEqual([400, 'admin.order_refund_total_mismatch']);
    expect(await seatStatus('A-8')).toBe('sold');
    expect(await seatStatus('A-9')).toBe('reserved');
    const before = await f.api('GET', `/api/admin/orders/${order.id}`);
    expect(before.data.refunds).toEqual([]);

    const res = await exchange(f, order.id, {
      basketId,
      ticketIds: ids,
      difference: -900,
      refunds: [
        { paymentId: first, amount: 400 },
        { paymentId: second, amount: 500 },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const refunds = res.data.refunds as { paymentId: number; amount: number }[];
    expect(refunds.map((r) => [r.paymentId, r.amount]).sort((a, b) => a[0]! - b[0]!)).toEqual([
      [first, 400],
      [second, 500],
    ]);
    expect(await unbalancedOrders(t.database.db, f.accountId, [order.id])).toEqual([]);
  });

  it('puts the exchange in the scan history: the old ticket’s barcode is refused as voided, the new one admits', async () => {
    await exchangeSettings(f, { exchangeFee: 0 });
    const order = await sell(f, ['A-5']);
    const old = order.tickets[0]! as { id: number; barcode?: string };
    const oldBarcode = (
      (await f.api('GET', `/api/admin/orders/${order.id}`)).data.tickets as { barcode: string }[]
    )[0]!.barcode;
    const basketId = await basketWith(f, ['A-6']);
    const res = await exchange(f, order.id, { basketId, ticketIds: [old.id], difference: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const scan = (barcode: string) => f.api('POST', '/api/admin/scans', { barcode, direction: 'in' });
    expect((await scan(oldBarcode)).data).toMatchObject({ result: 'refused', reason: 'voided' });
    const fresh = (res.data.tickets as { id: number; status: string; barcode: string }[]).find(
      (x) => x.status === 'new',
    )!;
    expect((await scan(fresh.barcode)).data).toMatchObject({ result: 'accepted' });

    const bundle = await f.api('GET', `/api/admin/orders/${order.id}/bundle`);
    const tickets = bundle.data.tickets as {
      id: number;
      scans: { result: string; reason: string | null }[];
      seatHistory: { reasonCode: string | null }[];
    }[];
    const given = tickets.find((x) => x.id === old.id)!;
    expect(given.scans).toMatchObject([{ result: 'refused', reason: 'voided' }]);
    expect(given.seatHistory.map((h) => h.reasonCode)).toContain('exchange');
    expect(tickets.find((x) => x.id === fresh.id)!.scans).toMatchObject([{ result: 'accepted' }]);
  });

  it('is whole or nothing: a new seat lost after the quote leaves the old ticket, its seat and the money as they were', async () => {
    await exchangeSettings(f, { exchangeFee: 0 });
    const order = await sell(f, ['E-1']);
    const basketId = await basketWith(f, ['E-2']);
    const ids = [order.tickets[0]!.id];
    expect((await quote(f, order.id, basketId, ids)).data).toMatchObject({ difference: 0 });
    // The seat's reservation ends (as the seat sweeper ends a lapsed one) and a buyer takes it.
    await t.database.db.execute(
      sql`UPDATE event_seats SET status = 'open', basket_id = NULL, reserved_until = NULL WHERE id = ${f.seats.get('E-2')}`,
    );
    await sell(f, ['E-2']);
    const res = await exchange(f, order.id, { basketId, ticketIds: ids, difference: 0 });
    expect([res.statusCode, errorCode(res)]).toEqual([409, 'purchase.reservation_expired']);
    const detail = await f.api('GET', `/api/admin/orders/${order.id}`);
    expect((detail.data.tickets as { status: string }[]).map((x) => x.status)).toEqual(['new']);
    expect(await seatStatus('E-1')).toBe('sold');
    const [n] = await rows<{ n: string }>(
      t.database.db,
      sql`SELECT count(*) AS n FROM order_exchanges WHERE order_id = ${order.id}`,
    );
    expect(Number(n!.n)).toBe(0);
    expect(await unbalancedOrders(t.database.db, f.accountId)).toEqual([]);
  });
});
