import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
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

const buyer = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.test' };
const key = () => `gift-certificate-key-${++keySeq}-${Date.now()}`;
const codeOf = (res: { data: { errors?: { code: string }[] } }) => res.data.errors?.[0]?.code;

async function basketWith(place: string) {
  const open = await f.api('POST', '/api/admin/baskets', { channel: 'PointOfSale' });
  const id = open.data.id as string;
  const res = await f.api('POST', `/api/admin/baskets/${id}/seats`, {
    eventId: f.eventId,
    seatIds: [f.seats.get(place)],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { id, total: res.data.total as number };
}

const sell = (body: object) =>
  f.api('POST', '/api/admin/gift-certificates', { paymentType: 'Cash', buyerName: 'Grace Hopper', ...body });

describe('selling gift certificates at the window', () => {
  it('sells one with a generated 12-digit number, unredeemed at its full amount', async () => {
    const res = await sell({ amount: 5000, recipientName: 'Alan Turing' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data).toMatchObject({
      amount: 5000,
      balance: 5000,
      status: 'unredeemed',
      recipientName: 'Alan Turing',
    });
    expect(res.data.number).toMatch(/^[1-9]\d{11}$/);
    const again = await f.api('GET', `/api/admin/gift-certificates/${res.data.id}`);
    expect(again.data.number).toBe(res.data.number);
  });

  it('takes an entered number of 6–20 digits, unique in the account', async () => {
    expect(codeOf(await sell({ amount: 1000, number: '12345' }))).toBe(
      'admin.gift_certificate_number_invalid',
    );
    expect(codeOf(await sell({ amount: 1000, number: '12345x7' }))).toBe(
      'admin.gift_certificate_number_invalid',
    );
    expect((await sell({ amount: 1000, number: '555000111' })).statusCode).toBe(201);
    expect(codeOf(await sell({ amount: 1000, number: '555000111' }))).toBe(
      'admin.gift_certificate_number_taken',
    );
  });

  it('looks a balance up by number', async () => {
    await sell({ amount: 2500, number: '700700700' });
    const res = await f.api('GET', '/api/admin/gift-certificate-balance?number=700700700');
    expect(res.data).toMatchObject({ balance: 2500, status: 'unredeemed' });
    expect(codeOf(await f.api('GET', '/api/admin/gift-certificate-balance?number=999999999'))).toBe(
      'purchase.gift_certificate_not_found',
    );
  });
});

describe('paying with a gift certificate', () => {
  it('pays part of an order, and its balance drops by what it paid', async () => {
    const cert = (await sell({ amount: 3000, number: '100200300' })).data;
    const { id, total } = await basketWith('C-1');
    const res = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [
        { type: 'GiftCertificate', amount: 3000, giftCertificateNumber: '100200300' },
        { type: 'Cash', amount: total - 3000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.data.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'GiftCertificate', amount: 3000, last4: '0300' }),
      ]),
    );
    const after = await f.api('GET', `/api/admin/gift-certificates/${cert.id}`);
    expect(after.data).toMatchObject({ balance: 0, status: 'redeemed' });
  });

  it('leaves a partly spent certificate partially redeemed, and it cannot be canceled', async () => {
    const cert = (await sell({ amount: 10_000, number: '400500600' })).data;
    const { id, total } = await basketWith('C-2');
    await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
      idempotencyKey: key(),
      buyer,
      payments: [{ type: 'GiftCertificate', amount: total, giftCertificateNumber: '400500600' }],
    });
    const after = await f.api('GET', `/api/admin/gift-certificates/${cert.id}`);
    expect(after.data).toMatchObject({ balance: 10_000 - total, status: 'partiallyRedeemed' });
    const voided = await f.api('POST', `/api/admin/gift-certificates/${cert.id}/void`);
    expect(voided.statusCode).toBe(409);
    expect(firstError(voided).message).toBe(
      'Cannot cancel gift certificate(s) that has been total or partially redeemed.',
    );
  });

  it('refuses unknown, voided, expired and too-small certificates, changing nothing', async () => {
    const voided = (await sell({ amount: 9000, number: '800800800' })).data;
    expect((await f.api('POST', `/api/admin/gift-certificates/${voided.id}/void`)).data.status).toBe(
      'voided',
    );
    await sell({ amount: 9000, number: '810810810', expiresAt: '2020-01-01T00:00:00.000Z' });
    await sell({ amount: 100, number: '820820820' });
    const { id, total } = await basketWith('C-3');
    const cases = [
      ['123123123', 'purchase.gift_certificate_not_found'],
      ['800800800', 'purchase.gift_certificate_voided'],
      ['810810810', 'purchase.gift_certificate_expired'],
      ['820820820', 'purchase.gift_certificate_insufficient_balance'],
    ] as const;
    for (const [number, code] of cases) {
      const res = await f.api('POST', `/api/admin/baskets/${id}/checkout`, {
        idempotencyKey: key(),
        buyer,
        payments: [{ type: 'GiftCertificate', amount: total, giftCertificateNumber: number }],
      });
      expect(codeOf(res), number).toBe(code);
      expect(firstError(res).field).toBe('payments.0.giftCertificateNumber');
    }
    const small = await f.api('GET', '/api/admin/gift-certificate-balance?number=820820820');
    expect(small.data.balance).toBe(100);
    const orders = await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM orders WHERE basket_id = ${id}::uuid`,
    );
    expect(orders[0]!.n).toBe(0);
  });
});
