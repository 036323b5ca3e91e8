import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';
import { buyer, errorCode, key } from '../orders/order-fixture';
import { StripeLocal } from '../stripe-local/stripe-local';
import { connectedAccountSales } from './connected-account';

/**
 * The Stripe Unified Account (decisions/0090): a StripeUnified payment account is a connected
 * account on the platform's Stripe account; its onboarding state comes from Stripe's Accounts
 * API, onboarding goes through Stripe's account link, and a sale on it is the connected account's.
 */
let t: TestApp;
let local: StripeLocal;
let f: SaleFixture;
let sales: ReturnType<typeof connectedAccountSales>;
const platformId = randomBytes(6).toString('hex');
const platformKey = `sk_test_${platformId}`;
let platform: Stripe;

beforeAll(async () => {
  local = new StripeLocal({ now: () => t.clock.now });
  const url = await local.start();
  t = await startTestApp({
    config: { stripe: { apiUrl: url, timeoutMs: 3000, platformSecretKey: platformKey } },
  });
  f = await saleFixture(t);
  sales = connectedAccountSales(t, f, local, platformId);
  platform = new Stripe(platformKey, { host: url.hostname, port: url.port, protocol: 'http' });
});
afterAll(async () => {
  await t?.close();
  await local?.close();
});

async function unifiedAccount(name: string) {
  const res = await f.api('POST', '/api/admin/payment-accounts', { name, processor: 'StripeUnified' });
  expect(res.statusCode, res.body).toBe(201);
  return res.data.id as number;
}

const listed = async (id: number) => {
  const res = await f.api('GET', '/api/admin/tools/stripe-platform-accounts');
  expect(res.statusCode, res.body).toBe(200);
  return (res.data.items as { paymentAccountId: number }[]).find((i) => i.paymentAccountId === id);
};

async function sell(place: string, paymentMethodId: string) {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const basket = await f.api('POST', `/api/admin/baskets/${open.data.id}/seats`, {
    eventId: f.eventId,
    seatIds: [f.seats.get(place)],
  });
  return f.api('POST', `/api/admin/baskets/${open.data.id}/checkout`, {
    idempotencyKey: key(),
    buyer,
    payments: [{ type: 'CreditCard', amount: basket.data.total, paymentMethodId }],
  });
}

describe('Stripe Unified Account', () => {
  it('onboards a connected account and reads its state from Stripe', async () => {
    const id = await unifiedAccount('Unified');
    expect(await listed(id)).toMatchObject({
      onboarding: 'not_started',
      connectedAccountId: null,
      isLive: false,
    });

    const started = await f.api('POST', `/api/admin/tools/stripe-platform-accounts/${id}/onboarding`);
    expect(started.statusCode, started.body).toBe(200);
    const connected = started.data.connectedAccountId as string;
    expect(connected).toMatch(/^acct_/);
    expect(new URL(started.data.url as string).origin).toBe(local.url.origin);
    // Asking again keeps the same connected account.
    const again = await f.api('POST', `/api/admin/tools/stripe-platform-accounts/${id}/onboarding`);
    expect(again.data.connectedAccountId).toBe(connected);
    expect(await listed(id)).toMatchObject({
      onboarding: 'incomplete',
      isLive: false,
      connectedAccountId: connected,
    });
    expect(((await listed(id)) as unknown as { due: string[] }).due.length).toBeGreaterThan(0);

    // A sale on an account Stripe does not let take charges yet is refused, nothing sold.
    await sales.venuePaidTo(id);
    const early = await sell('A-1', await sales.connectedPaymentMethod(connected));
    expect(early.statusCode, early.body).toBe(409);
    expect(errorCode(early)).toBe('purchase.payment_processor_unavailable');

    // The person finishes Stripe's onboarding and is sent back to the tool.
    const back = await fetch(started.data.url as string, { redirect: 'manual' });
    expect(back.status).toBe(302);
    expect(back.headers.get('location')).toMatch(/\/admin\/v2\/tools\/stripe-platform-accounts$/);
    expect(await listed(id)).toMatchObject({ onboarding: 'complete', isLive: true, due: [] });
    const accounts = await f.api('GET', '/api/admin/payment-accounts');
    expect((accounts.data as unknown as { id: number }[]).find((a) => a.id === id)).toMatchObject({
      isLive: true,
      onboardingComplete: true,
    });

    // A sale now goes to the connected account, not the platform.
    const paid = await sell('A-2', await sales.connectedPaymentMethod(connected));
    expect(paid.statusCode, paid.body).toBe(201);
    const [payment] = await rows<{ provider_id: string; status: string }>(
      t.database.db,
      sql`SELECT provider_id, status FROM payments WHERE order_id = ${paid.data.id}`,
    );
    expect(payment!.status).toBe('captured');
    const onConnected = await platform.paymentIntents.retrieve(
      payment!.provider_id,
      {},
      { stripeAccount: connected },
    );
    expect(onConnected.status).toBe('succeeded');
    await expect(platform.paymentIntents.retrieve(payment!.provider_id)).rejects.toThrow(/No such/);
  });

  it('refuses onboarding for a payment account that is not a Stripe Unified Account', async () => {
    const other = await f.api('POST', '/api/admin/payment-accounts', { name: 'Adyen', processor: 'Adyen' });
    const res = await f.api('POST', `/api/admin/tools/stripe-platform-accounts/${other.data.id}/onboarding`);
    expect(res.statusCode).toBe(409);
    expect(errorCode(res)).toBe('admin.connected_account_unavailable');
  });
});
