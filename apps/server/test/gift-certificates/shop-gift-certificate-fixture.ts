import { expect } from 'vitest';
import type { SaleFixture } from '../commerce/sale-fixture';
import { call, type TestApp } from '../harness';

export const HOST = 'localhost';
export const approveCard = { number: '4242424242424242', expMonth: 12, expYear: 2040, cvc: '123' };

let keySeq = 0;
export const giftKey = () => `shop-gift-certificate-${++keySeq}-${Date.now()}`;

/** The money tab's gift certificate settings of the fixture's template, as staff save them. */
export async function sellGiftCertificatesOf(f: SaleFixture, giftCertificates: Record<string, unknown>) {
  const res = await f.api('PATCH', `/api/admin/event-templates/${f.templateId}`, {
    money: { giftCertificates: { sellable: true, ...giftCertificates } },
  });
  expect(res.statusCode, res.body).toBe(200);
}

export function purchase(overrides: Record<string, unknown> = {}) {
  return {
    idempotencyKey: giftKey(),
    amount: 5000,
    buyer: { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' },
    recipientName: 'Charles Babbage',
    recipientEmail: `charles-${keySeq}-${Date.now()}@example.test`,
    message: 'Happy birthday, Charles!',
    card: approveCard,
    ...overrides,
  };
}

export function buy(t: TestApp, templateId: number, body: object, headers: Record<string, string> = {}) {
  return call(t.app, {
    method: 'POST',
    url: `/api/shop/gift-certificates/${templateId}`,
    headers: { host: HOST, ...headers },
    payload: body,
  });
}

export function shopGet(t: TestApp, url: string) {
  return call(t.app, { method: 'GET', url, headers: { host: HOST } });
}

/** The last mail to an address over SMTP, waiting for the job that sends it. */
export async function mailTo(t: TestApp, address: string) {
  for (let i = 0; i < 300; i++) {
    const found = t.smtp!.received.filter((m) => m.to.includes(address)).at(-1);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail to ${address}`);
}

export const codeOf = (res: { data: { errors?: unknown } }) =>
  (res.data.errors as { code: string }[] | undefined)?.[0]?.code;
