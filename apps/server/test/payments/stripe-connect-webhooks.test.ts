import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { call, startTestApp, type TestApp } from '../harness';
import { buyer, errorCode, key } from '../orders/order-fixture';
import { sendEvent } from '../stripe-local/stripe-events';
import { StripeLocal } from '../stripe-local/stripe-local';
import { connectedAccountSales } from './connected-account';

/**
 * The platform's Connect endpoint (decisions/0116): connected accounts' events reach
 * `/api/webhooks/stripe` signed with `STRIPE_PLATFORM_WEBHOOK_SECRET`, each naming its connected
 * account. Onboarding finished at Stripe makes the payment account live at once, and a late
 * capture on a connected account is settled by its event, once.
 */
let t: TestApp;
let local: StripeLocal;
let f: SaleFixture;
let sales: ReturnType<typeof connectedAccountSales>;
const platformId = randomBytes(6).toString('hex');
const platformKey = `sk_test_${platformId}`;
const platformWebhookSecret = `whsec_${randomBytes(12).toString('hex')}`;
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
  t = await startTestApp({
    config: {
      stripe: { apiUrl: url, timeoutMs: TIMEOUT_MS, platformSecretKey: platformKey, platformWebhookSecret },
    },
  });
  f = await saleFixture(t);
  sales = connectedAccountSales(t, f, local, platformId);
  local.setConnectWebhook(
    platformKey,
    async ({ payload, signature }) => (await post(payload, signature)).statusCode,
    platformWebhookSecret,
  );
});
afterAll(async () => {
  await t?.close();
  await local?.close();
});

/** A Stripe Unified Account whose onboarding link was made (its connected account exists). */
async function startedAccount(name: string) {
  const made = await f.api('POST', '/api/admin/payment-accounts', { name, processor: 'StripeUnified' });
  expect(made.statusCode, made.body).toBe(201);
  const started = await f.api('POST', `/api/admin/tools/stripe-platform-accounts/${made.data.id}/onboarding`);
  expect(started.statusCode, started.body).toBe(200);
  return {
    id: made.data.id as number,
    connected: started.data.connectedAccountId as string,
    url: started.data.url as string,
  };
}

/** The payment account as Account settings → Payment accounts lists it (never asks Stripe). */
async function paymentAccount(id: number) {
  const res = await f.api('GET', '/api/admin/payment-accounts');
  return (res.data as unknown as { id: number; isLive: boolean; onboardingComplete: boolean }[]).find(
    (a) => a.id === id,
  );
}

const noted = async () =>
  rows<{ event_id: string; type: string; outcome: string; payment_account_id: number }>(
    t.database.db,
    sql`SELECT event_id, type, outcome, payment_account_id::int AS payment_account_id FROM payment_webhook_events ORDER BY received_at, event_id`,
  );

describe('Stripe Connect webhooks', () => {
  it('makes a payment account live when its onboarding is finished at Stripe, without anyone opening the tool', async () => {
    const account = await startedAccount('Unified by webhook');
    expect(await paymentAccount(account.id)).toMatchObject({ isLive: false, onboardingComplete: false });

    // The venue's owner finishes Stripe's onboarding; Stripe tells the platform's Connect endpoint.
    const back = await fetch(account.url, { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(await paymentAccount(account.id)).toMatchObject({ isLive: true, onboardingComplete: true });
    const delivered = local.delivered.find((d) => d.event.type === 'account.updated');
    expect(delivered?.status).toBe(200);
    expect((await noted()).filter((n) => n.type === 'account.updated')).toEqual([
      expect.objectContaining({ outcome: 'onboarding_followed', payment_account_id: account.id }),
    ]);

    // Stripe sends it again: answered, noted once.
    expect(await local.redeliver(delivered!.event.id as string)).toBe(200);
    expect((await noted()).filter((n) => n.type === 'account.updated')).toHaveLength(1);
  });

  it('confirms a connected account’s capture whose answer timed out when its Connect event arrives', async () => {
    const account = await startedAccount('Unified late capture');
    await fetch(account.url, { redirect: 'manual' });
    await sales.venuePaidTo(account.id);
    local.holdEvents = true;
    local.delayMs = TIMEOUT_MS + 500;
    local.delayFor = (method, path) => method === 'POST' && path.endsWith('/capture');
    const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
    const basket = await f.api('POST', `/api/admin/baskets/${open.data.id}/seats`, {
      eventId: f.eventId,
      seatIds: [f.seats.get('A-1')],
    });
    const paid = await f.api('POST', `/api/admin/baskets/${open.data.id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [
        {
          type: 'CreditCard',
          amount: basket.data.total,
          paymentMethodId: await sales.connectedPaymentMethod(account.connected),
        },
      ],
    });
    local.delayMs = 0;
    expect(paid.statusCode, paid.body).toBe(201);
    const payment = async () =>
      (
        await rows<{ status: string }>(
          t.database.db,
          sql`SELECT status FROM payments WHERE order_id = ${paid.data.id}`,
        )
      )[0]!.status;
    expect(await payment()).toBe('authorized');

    local.holdEvents = false;
    await local.deliverEvents();
    expect(await payment()).toBe('captured');
    const succeeded = local.delivered.filter(
      (d) => d.event.type === 'payment_intent.succeeded' && d.account === account.connected,
    );
    expect(succeeded.map((d) => d.status)).toEqual([200]);
    const [confirmed] = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM order_activity WHERE order_id = ${paid.data.id} AND kind = 'payment.capture_confirmed'`,
    );
    expect(confirmed!.n).toBe(1);
  });

  it('refuses a Connect event the platform secret did not sign, and acknowledges one about an unknown connected account without acting', async () => {
    const before = (await noted()).length;
    const event = {
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      type: 'account.updated',
      account: 'acct_unknown',
      created: Math.floor(Date.now() / 1000),
      data: {
        object: { id: 'acct_unknown', object: 'account', details_submitted: true, charges_enabled: true },
      },
    };
    const forged = await sendEvent(
      {
        target: async ({ payload, signature }) => (await post(payload, signature)).statusCode,
        secret: 'whsec_forged',
      },
      event,
    );
    expect(forged).toBe(400);
    const res = await post(JSON.stringify(event), 't=1,v1=00');
    expect(errorCode(res)).toBe('common.webhook_signature_invalid');
    const unknown = await sendEvent(
      {
        target: async ({ payload, signature }) => (await post(payload, signature)).statusCode,
        secret: platformWebhookSecret,
      },
      event,
    );
    expect(unknown).toBe(200);
    expect((await noted()).length).toBe(before);
  });
});
