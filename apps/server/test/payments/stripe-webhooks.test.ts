import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { call, startTestApp, type TestApp } from '../harness';
import { errorCode, refundsSettled } from '../orders/order-fixture';
import { StripeLocal } from '../stripe-local/stripe-local';
import { stripeSale } from '../stripe-local/stripe-sale';

/**
 * Stripe's signed webhooks settle what the synchronous answer left open: a capture whose answer
 * was lost, a refund that fails after it was accepted, a dispute. Each event acts once.
 */
let t: TestApp;
let local: StripeLocal;
let sale: Awaited<ReturnType<typeof stripeSale>>;
const TIMEOUT_MS = 1500;

const post = (payload: string, signature?: string) =>
  call(t.app, {
    method: 'POST',
    url: '/api/webhooks/stripe',
    headers: { 'content-type': 'application/json', ...(signature ? { 'stripe-signature': signature } : {}) },
    payload,
  });

beforeAll(async () => {
  local = new StripeLocal({ now: () => t.clock.now });
  const url = await local.start();
  t = await startTestApp({ config: { stripe: { apiUrl: url, timeoutMs: TIMEOUT_MS } } });
  sale = await stripeSale(t, local);
  local.setWebhook(
    sale.keys.secretKey,
    async ({ payload, signature }) => (await post(payload, signature)).statusCode,
    sale.keys.webhookSigningSecret,
  );
});
afterAll(async () => {
  await t?.close();
  await local?.close();
});

const activity = async (orderId: number) =>
  (
    await rows<{ kind: string; details: Record<string, unknown> }>(
      t.database.db,
      sql`SELECT kind, details FROM order_activity WHERE order_id = ${orderId} ORDER BY id`,
    )
  ).map((a) => ({
    kind: a.kind,
    details: typeof a.details === 'string' ? JSON.parse(a.details) : a.details,
  }));

const capturesAnswer = (ms: number) => {
  local.delayMs = ms;
  local.delayFor = (method, path) => method === 'POST' && path.endsWith('/capture');
};

describe('Stripe webhooks', () => {
  it('refuses a body whose signature does not verify, and one without, changing nothing', async () => {
    const body = JSON.stringify({
      id: 'evt_forged',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: { object: { id: 'pi_x' } },
    });
    const t0 = Math.floor(Date.now() / 1000);
    const forged = await post(body, `t=${t0},v1=${'0'.repeat(64)}`);
    expect(forged.statusCode).toBe(400);
    expect(errorCode(forged)).toBe('common.webhook_signature_invalid');
    expect(errorCode(await post(body))).toBe('common.webhook_signature_invalid');
    const [seen] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM payment_webhook_events`,
    );
    expect(seen!.n).toBe(0);
  });

  it('confirms a capture whose answer timed out when its event arrives after, once however often it is sent', async () => {
    local.holdEvents = true;
    capturesAnswer(TIMEOUT_MS + 500);
    const { res } = await sale.payWith('4242424242424242', ['C-1']);
    capturesAnswer(0);
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.data.id as number;
    // The order stands; its capture's answer never came, so the payment waits.
    expect((await sale.paymentsOf(orderId))[0]!.status).toBe('authorized');
    local.holdEvents = false;
    await local.deliverEvents();
    expect((await sale.paymentsOf(orderId))[0]!.status).toBe('captured');
    const confirmed = (await activity(orderId)).filter((a) => a.kind === 'payment.capture_confirmed');
    expect(confirmed).toHaveLength(1);
    // Stripe sends it again: answered, and nothing happens twice.
    const chargeId = (await sale.paymentsOf(orderId))[0]!.provider_id;
    const event = local.delivered.find(
      (d) =>
        d.event.type === 'payment_intent.succeeded' &&
        (d.event.data as { object: { id: string } }).object.id === chargeId,
    );
    expect(event?.status).toBe(200);
    expect(await local.redeliver(event!.event.id as string)).toBe(200);
    expect((await activity(orderId)).filter((a) => a.kind === 'payment.capture_confirmed')).toHaveLength(1);
  });

  it('takes a capture’s event that arrives before the capture’s own answer', async () => {
    capturesAnswer(300);
    const { res } = await sale.payWith('4242424242424242', ['C-2']);
    capturesAnswer(0);
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.data.id as number;
    expect((await sale.paymentsOf(orderId))[0]!.status).toBe('captured');
    const kinds = (await activity(orderId)).map((a) => a.kind);
    // What Stripe delivered and what the endpoint answered, to tell a refused delivery from a late one.
    const deliveries = local.delivered.map((d) => `${(d.event as { type: string }).type}:${d.status}`);
    expect(
      kinds.filter((k) => k === 'payment.capture_confirmed'),
      `deliveries ${deliveries.join(', ')}; activity ${kinds.join(', ')}`,
    ).toHaveLength(1);
  });

  it('marks a refund failed when Stripe says so later, and records a dispute on the order', async () => {
    const { res } = await sale.payWith('4000000000005126', ['C-3']);
    expect(res.statusCode, res.body).toBe(201);
    const orderId = res.data.id as number;
    const cancelled = await sale.f.api('POST', `/api/admin/orders/${orderId}/cancel`, { returnTo: 'open' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await refundsSettled(sale.f, orderId)).refunds).toEqual([
      expect.objectContaining({ state: 'succeeded' }),
    ]);
    expect((await sale.paymentsOf(orderId))[0]!.status).toBe('refunded');

    const disputed = await sale.payWith('4000000000000259', ['C-4']);
    expect(disputed.res.statusCode, disputed.res.body).toBe(201);

    await local.settleLater();
    const order = await sale.f.api('GET', `/api/admin/orders/${orderId}`);
    expect(order.data.refunds).toEqual([
      expect.objectContaining({ state: 'failed', failureCode: 'admin.order_refund_failed' }),
    ]);
    expect((await sale.paymentsOf(orderId))[0]!.status).toBe('captured');
    expect((await activity(orderId)).filter((a) => a.kind === 'payment.refund_failed')).toHaveLength(1);
    const dispute = (await activity(disputed.res.data.id as number)).filter(
      (a) => a.kind === 'payment.disputed',
    );
    expect(dispute).toEqual([
      {
        kind: 'payment.disputed',
        details: expect.objectContaining({ reason: 'fraudulent', amount: disputed.basket.total }),
      },
    ]);
  });
});
