import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { registeredCustomer, shopCall } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { startTestApp, type TestApp } from '../harness';
import { card, errorCode, key, refundsSettled } from '../orders/order-fixture';

/**
 * The venue's card payment account chooses the payment port's adapter (decisions/0040): none
 * set up, or one not live whose processor has no adapter here, takes test cards through the
 * sandbox; a live one whose processor has no adapter cannot take cards.
 */
let t: TestApp;
let f: SaleFixture;
let venueId: number;
let paymentAccountId: number;
let customer: string;

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true, config: { signInAttemptsPerMinute: 10_000 } });
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, 'localhost', true);
  customer = await registeredCustomer(t, 'grace@example.test');
  const [event] = await rows<{ venue_id: number }>(
    t.database.db,
    sql`SELECT venue_id FROM events WHERE id = ${f.eventId}`,
  );
  venueId = event!.venue_id;
  const account = await f.api('POST', '/api/admin/payment-accounts', {
    name: 'Worldpay test',
    processor: 'Worldpay',
    isLive: false,
    onboardingComplete: true,
  });
  expect(account.statusCode, account.body).toBe(201);
  paymentAccountId = account.data.id as number;
});
afterAll(() => t.close());

async function setVenueCardAccount(id: number | null) {
  const venue = await f.api('GET', `/api/admin/venues/${venueId}`);
  const res = await f.api('PUT', `/api/admin/venues/${venueId}`, { ...venue.data, cardPaymentAccountId: id });
  expect(res.statusCode, res.body).toBe(200);
}

async function setLive(isLive: boolean) {
  const res = await f.api('PUT', `/api/admin/payment-accounts/${paymentAccountId}`, {
    name: 'Worldpay test',
    processor: 'Worldpay',
    isLive,
    onboardingComplete: true,
  });
  expect(res.statusCode, res.body).toBe(200);
}

async function payByCard(place: string) {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const basket = await f.api('POST', `/api/admin/baskets/${open.data.id}/seats`, {
    eventId: f.eventId,
    seatIds: [f.seats.get(place)],
  });
  const idempotencyKey = key();
  const res = await f.api('POST', `/api/admin/baskets/${open.data.id}/checkout`, {
    idempotencyKey,
    buyer: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.test' },
    payments: [{ type: 'CreditCard', amount: basket.data.total, card: card('4242424242424242') }],
  });
  return { res, idempotencyKey, basketId: open.data.id as string };
}

const paymentRow = async (orderId: number) =>
  (
    await rows<{ processor: string; payment_account_id: number | null; status: string }>(
      t.database.db,
      sql`SELECT processor, payment_account_id, status FROM payments WHERE order_id = ${orderId}`,
    )
  )[0]!;
const chargesUnder = async (idempotencyKey: string) =>
  rows<{ payment_account_id: number | null; status: string }>(
    t.database.db,
    sql`SELECT payment_account_id, status FROM sandbox_charges WHERE idempotency_key LIKE ${`${idempotencyKey}%`}`,
  );

describe('the card payment account of a venue', () => {
  it('is the built-in sandbox while the venue names none', async () => {
    const { res, idempotencyKey } = await payByCard('E-1');
    expect(res.statusCode, res.body).toBe(201);
    expect(await paymentRow(res.data.id as number)).toEqual({
      processor: 'sandbox',
      payment_account_id: null,
      status: 'captured',
    });
    expect(await chargesUnder(idempotencyKey)).toEqual([{ payment_account_id: null, status: 'captured' }]);
  });

  it('takes test cards for a test account through the sandbox, charged and refunded on its account', async () => {
    await setVenueCardAccount(paymentAccountId);
    const { res, idempotencyKey } = await payByCard('E-2');
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.data.id as number;
    expect(await paymentRow(orderId)).toEqual({
      processor: 'sandbox',
      payment_account_id: paymentAccountId,
      status: 'captured',
    });
    expect(await chargesUnder(idempotencyKey)).toEqual([
      { payment_account_id: paymentAccountId, status: 'captured' },
    ]);
    const cancelled = await f.api('POST', `/api/admin/orders/${orderId}/cancel`, { returnTo: 'open' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await refundsSettled(f, orderId)).refunds).toEqual([
      expect.objectContaining({ state: 'succeeded' }),
    ]);
    expect(await chargesUnder(idempotencyKey)).toEqual([
      { payment_account_id: paymentAccountId, status: 'refunded' },
    ]);
  });

  it('refuses cards once the account is live and its processor has no adapter here; cash still sells', async () => {
    await setLive(true);
    const { res, idempotencyKey, basketId } = await payByCard('E-3');
    expect(res.statusCode).toBe(409);
    expect(errorCode(res)).toBe('purchase.payment_processor_unavailable');
    expect((res.data.errors as { message: string }[])[0]!.message).toBe(
      'Cards cannot be taken for this event: its payment account’s processor is not available.',
    );
    expect(await chargesUnder(idempotencyKey)).toEqual([]);
    const basket = await f.api('GET', `/api/admin/baskets/${basketId}`);
    const cash = await f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
      idempotencyKey: key(),
      buyer: { firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.test' },
      payments: [{ type: 'Cash', amount: basket.data.total }],
    });
    expect(cash.statusCode, cash.body).toBe(201);

    // A customer's card is kept by the same account's processor: refused too.
    const refused = await shopCall(t, 'POST', '/api/shop/account/payment-methods', {
      cookie: customer,
      payload: { card: card('4242424242424242') },
    });
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused)).toBe('purchase.payment_processor_unavailable');
    await setLive(false);
    const stored = await shopCall(t, 'POST', '/api/shop/account/payment-methods', {
      cookie: customer,
      payload: { card: card('4242424242424242') },
    });
    expect(stored.statusCode, stored.body).toBe(201);
    const [kept] = await rows<{ processor: string; payment_account_id: number | null }>(
      t.database.db,
      sql`SELECT processor, payment_account_id FROM customer_payment_methods WHERE id = ${stored.data.id as number}`,
    );
    expect(kept).toEqual({ processor: 'sandbox', payment_account_id: paymentAccountId });
  });
});
