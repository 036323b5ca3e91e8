import { describe, expect, it } from 'vitest';
import { loadConfig } from '@/config';
import { paymentProcessor } from '@/modules/payments/processors.service';
import { freshDatabase } from '../database';
import { createAccount } from '../factories';
import { insertStripeAccount, stripeTestKeys } from '../stripe-local/stripe-account';
import { StripeLocal } from '../stripe-local/stripe-local';
import { describePaymentProcessorContract } from './processor-contract';

/**
 * The Stripe adapter against the port's contract, through the real `stripe` library, against the
 * local Stripe-compatible server. Cards reach it as PaymentMethods made as Stripe.js makes them.
 */
describePaymentProcessorContract(
  'Stripe, against the local Stripe-compatible server',
  async () => {
    const database = await freshDatabase();
    const account = await createAccount(database.db);
    let now = new Date('2026-11-22T15:00:00Z');
    const local = new StripeLocal({ now: () => now });
    const url = await local.start();
    const config = { ...loadConfig({}), stripe: { apiUrl: url, timeoutMs: 5000 } };
    const keys = stripeTestKeys();
    const paymentAccountId = await insertStripeAccount(
      database.db,
      config.paymentCredentialsKey,
      account.id,
      keys,
    );
    const methods = new Map<string, string>();
    return {
      processor: paymentProcessor('stripe', { db: database.db, now: () => now, config }),
      merchant: { accountId: account.id, paymentAccountId },
      advance(ms) {
        now = new Date(now.getTime() + ms);
      },
      now: () => now,
      // The browser keeps the PaymentMethod it made: a retry of the checkout sends the same one.
      async cardFor(number) {
        let id = methods.get(number);
        if (!id) {
          id = await local.browserPaymentMethod(keys.publishableKey, { number });
          methods.set(number, id);
        }
        return { paymentMethodId: id };
      },
      async close() {
        await local.close();
        await database.close();
      },
    };
  },
  {
    approved: '4242424242424242',
    declined: '4000000000000002',
    insufficientFunds: '4000000000009995',
    typedCards: false,
    reauthorizesVoided: false,
  },
);

describe('Stripe settings', () => {
  it('point the adapter at a local server only outside production, with the time limit given', () => {
    const local = loadConfig({ STRIPE_API_URL: 'http://127.0.0.1:12111', STRIPE_TIMEOUT_SECONDS: '1.5' });
    expect(local.stripe).toEqual({
      apiUrl: new URL('http://127.0.0.1:12111'),
      timeoutMs: 1500,
      terminalWaitMs: 90_000,
      platformSecretKey: null,
      platformWebhookSecret: null,
    });
    expect(loadConfig({}).stripe).toEqual({
      apiUrl: null,
      timeoutMs: 20_000,
      terminalWaitMs: 90_000,
      platformSecretKey: null,
      platformWebhookSecret: null,
    });
    // The card reader's wait and the Stripe Unified Account's platform key (decisions/0090).
    expect(
      loadConfig({ STRIPE_TERMINAL_WAIT_SECONDS: '30', STRIPE_PLATFORM_SECRET_KEY: 'sk_test_platform1' })
        .stripe,
    ).toMatchObject({ terminalWaitMs: 30_000, platformSecretKey: 'sk_test_platform1' });
    // The platform's Connect endpoint secret (decisions/0116): a `whsec_` secret, nothing else.
    expect(loadConfig({ STRIPE_PLATFORM_WEBHOOK_SECRET: 'whsec_connect1' }).stripe).toMatchObject({
      platformWebhookSecret: 'whsec_connect1',
    });
    expect(() => loadConfig({ STRIPE_PLATFORM_WEBHOOK_SECRET: 'sk_test_wrong' })).toThrow(
      /STRIPE_PLATFORM_WEBHOOK_SECRET/,
    );
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        PAYMENT_CREDENTIALS_KEY: 'ab'.repeat(32),
        STRIPE_API_URL: 'http://127.0.0.1:12111',
      }),
    ).toThrow(/STRIPE_API_URL/);
  });
});
