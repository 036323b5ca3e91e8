import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '@/config';
import { rows } from '@/db/sql';
import { decryptCredentials, encryptCredentials } from '@/modules/payment-settings/credentials.service';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { startTestApp, type TestApp } from '../harness';

interface ErrorBody {
  errors: { code: string; field?: string; message: string }[];
}
const firstError = (res: { data: unknown }) => (res.data as unknown as ErrorBody).errors[0]!;

let t: TestApp;
let f: SaleFixture;
let keySeq = 0;

beforeAll(async () => {
  t = await startTestApp();
  f = await saleFixture(t);
});
afterAll(() => t.close());

const codeOf = (res: { data: { errors?: { code: string; field?: string }[] } }) => res.data.errors?.[0]?.code;
const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' };

async function basketWith(place: string) {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const id = open.data.id as string;
  const res = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: [f.seats.get(place)],
  });
  return { id, total: res.data.total as number };
}
const pay = (basketId: string, payments: object[]) =>
  f.api('POST', `/api/admin/baskets/${basketId}/checkout`, {
    idempotencyKey: `payment-settings-${++keySeq}-${Date.now()}`,
    buyer,
    payments,
  });

describe('payment accounts', () => {
  it('stores credentials encrypted and never shows them again', async () => {
    const res = await f.api('POST', '/api/admin/payment-accounts', {
      name: 'Main Stripe',
      processor: 'Stripe',
      credentials: 'sk_test_secret_value',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toEqual({
      id: res.data.id,
      name: 'Main Stripe',
      processor: 'Stripe',
      isLive: false,
      onboardingComplete: false,
      hasCredentials: true,
      credentialsHint: null,
    });
    const list = await f.api('GET', '/api/admin/payment-accounts');
    expect(list.body).not.toContain('sk_test_secret_value');
    const [row] = await rows<{ credentials_encrypted: string }>(
      t.database.db,
      sql`SELECT credentials_encrypted FROM payment_accounts WHERE id = ${res.data.id}`,
    );
    expect(row!.credentials_encrypted).not.toContain('sk_test');
    expect(decryptCredentials(loadConfig({}).paymentCredentialsKey, row!.credentials_encrypted)).toBe(
      'sk_test_secret_value',
    );

    // Saving again without credentials keeps the stored ones; going live and onboarded is recorded.
    const updated = await f.api('PUT', `/api/admin/payment-accounts/${res.data.id}`, {
      name: 'Main Stripe',
      processor: 'Stripe',
      isLive: true,
      onboardingComplete: true,
    });
    expect(updated.data).toMatchObject({ isLive: true, onboardingComplete: true, hasCredentials: true });
  });

  it('keeps a Stripe account’s three keys encrypted and shows only a hint of the secret key', async () => {
    const keys = {
      secretKey: 'sk_test_51AbCdEfGhIjKlMn4242',
      publishableKey: 'pk_test_51AbCdEfGhIjKlMnPub1',
      webhookSigningSecret: 'whsec_SigningSecretValue99',
    };
    const res = await f.api('POST', '/api/admin/payment-accounts', {
      name: 'Stripe box office',
      processor: 'Stripe',
      stripe: keys,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({ hasCredentials: true, credentialsHint: 'sk_test_…4242' });
    const list = await f.api('GET', '/api/admin/payment-accounts');
    for (const secret of [keys.secretKey, keys.webhookSigningSecret, 'SigningSecret'])
      expect(list.body + res.body).not.toContain(secret);
    const [row] = await rows<{ credentials_encrypted: string }>(
      t.database.db,
      sql`SELECT credentials_encrypted FROM payment_accounts WHERE id = ${res.data.id}`,
    );
    expect(row!.credentials_encrypted).not.toMatch(/sk_test|whsec/);
    // Keys of the wrong shape, or Stripe keys on another processor's account, are refused.
    const wrong = await f.api('POST', '/api/admin/payment-accounts', {
      name: 'Stripe typo',
      processor: 'Stripe',
      stripe: { ...keys, secretKey: 'pk_test_oops' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(firstError(wrong)).toMatchObject({ code: 'common.validation_failed', field: 'stripe.secretKey' });
    const other = await f.api('POST', '/api/admin/payment-accounts', {
      name: 'Worldpay with Stripe keys',
      processor: 'Worldpay',
      stripe: keys,
    });
    expect(firstError(other)).toMatchObject({ code: 'common.validation_failed', field: 'stripe' });
  });

  it('needs its own key in production, and a wrong key cannot read the credentials', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_CREDENTIALS_KEY/);
    const key = 'ab'.repeat(32);
    expect(
      loadConfig({ NODE_ENV: 'production', PAYMENT_CREDENTIALS_KEY: key }).paymentCredentialsKey,
    ).toEqual(Buffer.from(key, 'hex'));
    const sealed = encryptCredentials(Buffer.from(key, 'hex'), 'secret');
    expect(() => decryptCredentials(Buffer.from('cd'.repeat(32), 'hex'), sealed)).toThrow();
  });

  it('accepts only the ten processors of the list', async () => {
    const res = await f.api('POST', '/api/admin/payment-accounts', { name: 'X', processor: 'Square' });
    expect(res.statusCode).toBe(400);
  });
});

describe('checkout honours comp types, custom payment types and partners', () => {
  it('requires a comp type for a comp', async () => {
    const { id } = await basketWith('E-1');
    const res = await pay(id, [{ type: 'Comp', amount: 0 }]);
    expect(codeOf(res)).toBe('purchase.comp_type_required');
    expect(firstError(res).field).toBe('payments.0.compTypeId');
    const comp = await f.api('POST', '/api/admin/comp-types', { name: 'Cast and crew' });
    expect(codeOf(await f.api('POST', '/api/admin/comp-types', { name: 'CAST AND CREW' }))).toBe(
      'admin.payment_setting_duplicate',
    );
    const ok = await pay(id, [{ type: 'Comp', amount: 0, compTypeId: comp.data.id }]);
    expect(ok.statusCode, ok.body).toBe(201);
    expect((ok.data.payments as object[])[0]).toMatchObject({ type: 'Comp', method: 'Cast and crew' });
  });

  it('requires a custom payment type, and a partner when its method says so', async () => {
    const method = await f.api('POST', '/api/admin/payment-methods', {
      name: 'Agency invoice',
      partnerRequired: true,
    });
    const custom = await f.api('POST', '/api/admin/custom-payment-types', {
      name: 'Agency voucher',
      paymentMethodId: method.data.id,
    });
    expect(custom.data).toMatchObject({ partnerRequired: true });
    const { id, total } = await basketWith('E-2');
    expect(codeOf(await pay(id, [{ type: 'Custom', amount: total }]))).toBe(
      'purchase.custom_payment_type_required',
    );
    const noPartner = await pay(id, [{ type: 'Custom', amount: total, customPaymentTypeId: custom.data.id }]);
    expect(codeOf(noPartner)).toBe('purchase.partner_required');
    expect(firstError(noPartner).message).toBe('This payment method requires a partner.');
    // A partner's name typed on the payment is no partner: the order is credited to a partner record.
    const typed = await pay(id, [
      { type: 'Custom', amount: total, customPaymentTypeId: custom.data.id, partner: 'City Tours Ltd' },
    ]);
    expect(codeOf(typed)).toBe('purchase.partner_required');
    const partner = await f.api('POST', '/api/admin/partners', { name: 'City Tours Ltd' });
    const ok = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
      idempotencyKey: `payment-settings-${++keySeq}-${Date.now()}`,
      buyer,
      payments: [{ type: 'Custom', amount: total, customPaymentTypeId: custom.data.id }],
      partnerId: partner.data.id,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect((ok.data.payments as object[])[0]).toMatchObject({ type: 'Custom', method: 'Agency voucher' });
    expect(ok.data.partner).toEqual({ id: partner.data.id, name: 'City Tours Ltd' });
  });

  it('applies the minimum payment amount per line', async () => {
    await f.api('PUT', '/api/admin/payment-options', { minimumPayment: 1000 });
    try {
      const { id, total } = await basketWith('E-3');
      const res = await pay(id, [
        { type: 'Cash', amount: 500 },
        { type: 'Cash', amount: total - 500 },
      ]);
      expect(codeOf(res)).toBe('purchase.minimum_payment');
      expect(firstError(res).message).toBe('Please enter an amount of $10.00 or more');
      expect(firstError(res).field).toBe('payments.0.amount');
      expect((await f.api('GET', '/api/admin/payment-options')).data).toEqual({ minimumPayment: 1000 });
    } finally {
      await f.api('PUT', '/api/admin/payment-options', { minimumPayment: 0 });
    }
  });
});
