import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config';
import { call, startTestApp, type TestApp } from '../harness';
import { refundsSettled } from '../orders/order-fixture';
import { StripeLocal } from '../stripe-local/stripe-local';
import { stripeSale } from '../stripe-local/stripe-sale';

/**
 * Issue 21, point 8: no card number, CVC or processor secret is ever logged. A run of card
 * payments through Stripe (success, decline, 3-D Secure, a typed card refused, a malformed card,
 * a refund, webhooks good and forged) with the server logging at debug; then its whole log is
 * searched for every card number and secret it saw.
 */
let t: TestApp;
let local: StripeLocal;
let sale: Awaited<ReturnType<typeof stripeSale>>;
let log = '';
const CVC = '737';

beforeAll(async () => {
  const stream = new PassThrough();
  stream.on('data', (chunk: Buffer) => {
    log += chunk.toString('utf8');
  });
  local = new StripeLocal({ now: () => t.clock.now });
  const url = await local.start();
  t = await startTestApp({
    config: { stripe: { apiUrl: url, timeoutMs: 3000 } },
    logStream: stream,
    logLevel: 'debug',
  });
  sale = await stripeSale(t, local);
  local.setWebhook(
    sale.keys.secretKey,
    async ({ payload, signature }) =>
      (
        await call(t.app, {
          method: 'POST',
          url: '/api/webhooks/stripe',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          payload,
        })
      ).statusCode,
    sale.keys.webhookSigningSecret,
  );
});
afterAll(async () => {
  await t?.close();
  await local?.close();
});

describe('the server’s logs of a run of card payments', () => {
  it('hold no card number, CVC or secret key', async () => {
    const numbers = ['4242424242424242', '4000000000000002', '4000002760003184', '4000000000005126'];
    const paid = await sale.payWith(numbers[0]!, ['D-1']);
    expect(paid.res.statusCode, paid.res.body).toBe(201);
    expect((await sale.payWith(numbers[1]!, ['D-2'])).res.statusCode).toBe(402);
    expect((await sale.payWith(numbers[2]!, ['D-3'])).res.statusCode).toBe(402);
    const refunded = await sale.payWith(numbers[3]!, ['D-4']);
    expect(refunded.res.statusCode).toBe(201);
    const orderId = refunded.res.data.id as number;
    await sale.f.api('POST', `/api/admin/orders/${orderId}/cancel`, { returnTo: 'open' });
    await refundsSettled(sale.f, orderId);
    await local.settleLater();

    // A card typed into our own form, and a malformed one, sent where Stripe's fields belong.
    const open = await sale.f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
    const basket = await sale.f.api('POST', `/api/admin/baskets/${open.data.id}/seats`, {
      eventId: sale.f.eventId,
      seatIds: [sale.f.seats.get('D-5')],
    });
    const typed = await sale.f.api('POST', `/api/admin/baskets/${open.data.id}/checkout`, {
      idempotencyKey: `typed-card-${Date.now()}`,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
      payments: [
        {
          type: 'CreditCard',
          amount: basket.data.total,
          card: { number: numbers[0], expMonth: 12, expYear: 2030, cvc: CVC },
        },
      ],
    });
    expect(typed.statusCode).toBe(400);
    const malformed = await sale.f.api('POST', `/api/admin/baskets/${open.data.id}/checkout`, {
      idempotencyKey: `malformed-card-${Date.now()}`,
      buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
      payments: [{ type: 'CreditCard', amount: 'x', card: { number: numbers[1], expMonth: 'x', cvc: CVC } }],
    });
    expect(malformed.statusCode).toBe(400);
    // A forged webhook.
    const forged = await call(t.app, {
      method: 'POST',
      url: '/api/webhooks/stripe',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=00' },
      payload: { id: 'evt_x', object: 'event', type: 'charge.refunded', data: { object: { id: 'ch_1' } } },
    });
    expect(forged.statusCode).toBe(400);
    await t.app.background.settled();

    expect(log.length).toBeGreaterThan(1000);
    const secrets = [
      ...numbers,
      sale.keys.secretKey,
      sale.keys.webhookSigningSecret,
      loadConfig({}).paymentCredentialsKey.toString('hex'),
    ];
    for (const secret of secrets) expect(log, secret).not.toContain(secret);
    // Card numbers as people type them, with spaces, and any CVC field.
    expect(log).not.toMatch(/4242 4242 4242 4242|"cvc"|cvc=/i);
    expect(log).not.toContain(`"${CVC}"`);
  });
});
