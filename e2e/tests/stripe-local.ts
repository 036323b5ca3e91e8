import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect } from '@playwright/test';
import { stripeLocal } from '../playwright.config';

/** The local Stripe-compatible server the walks' server talks to (playwright.config). */
export const stripeUrl = `http://127.0.0.1:${stripeLocal.port}`;

/** A call to the local Stripe server as Stripe's API takes it: form body, bearer key. */
export async function stripeCall(
  key: string,
  method: 'GET' | 'POST',
  path: string,
  params: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Record<string, unknown>> {
  const res = await fetch(new URL(path, stripeUrl), {
    method,
    headers: {
      authorization: `Bearer ${key}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...headers,
    },
    ...(method === 'POST' ? { body: new URLSearchParams(params).toString() } : {}),
  });
  const body = (await res.json()) as Record<string, unknown>;
  expect(res.ok, JSON.stringify(body)).toBe(true);
  return body;
}

/** A Stripe account of its own on the local server (its three keys). */
export function stripeKeys() {
  const id = `walk${randomBytes(6).toString('hex')}`;
  return {
    secretKey: `sk_test_${id}`,
    publishableKey: `pk_test_${id}`,
    webhookSigningSecret: `whsec_${randomBytes(12).toString('hex')}`,
  };
}

/** Makes a payment account through the payment settings API; answers its id. */
export async function paymentAccount(
  request: APIRequestContext,
  headers: Record<string, string>,
  data: Record<string, unknown>,
): Promise<number> {
  const made = await request.post('/api/admin/payment-accounts', { headers, data });
  expect(made.status(), await made.text()).toBe(201);
  return (await made.json()).id as number;
}
