import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../harness';
import { type PolicyFixture, policyFixture } from './group-policy-fixture';

let t: TestApp;
let p: PolicyFixture;

beforeAll(async () => {
  t = await startTestApp();
  p = await policyFixture(t);
  for (const code of ['APIPARTNER', 'OTHER']) {
    await p.ok(
      await p.api('POST', `/api/admin/event-templates/${p.templateId}/promotions`, {
        name: code,
        code,
        startsAt: '2026-01-01T00:00:00Z',
        endsAt: '2027-12-31T00:00:00Z',
        discountKind: 'Percentage',
        discount: 1000,
      }),
    );
  }
});
afterAll(() => t.close());

describe('user group: default API promo code', () => {
  it('a sale through an API key gets the group’s default code when none is given; a session sale does not', async () => {
    const seller = await p.seller({ defaultApiPromoCode: 'APIPARTNER' });
    const made = await p.ok(
      await p.api('POST', `/api/admin/users/${seller.userId}/api-keys`, { name: 'Site' }),
    );
    const viaKey = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${made.key as string}` } });

    const opened = await viaKey('POST', '/api/admin/baskets', { channel: 'CallCenter' });
    expect(opened.statusCode, opened.body).toBe(201);
    expect(opened.json().promoCode).toBe('APIPARTNER');
    // A code the caller gives is kept; taking it off falls back to the default.
    const other = await viaKey('PUT', `/api/admin/baskets/${opened.json().id}/promo-code`, { code: 'OTHER' });
    expect(other.json().promoCode).toBe('OTHER');
    const cleared = await viaKey('PUT', `/api/admin/baskets/${opened.json().id}/promo-code`, { code: null });
    expect(cleared.json().promoCode).toBe('APIPARTNER');

    const session = await seller.api('POST', '/api/admin/baskets', { channel: 'CallCenter' });
    expect(session.data.promoCode).toBeNull();
  });
});
