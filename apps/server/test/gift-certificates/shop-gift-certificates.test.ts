import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/db/sql';
import { type SaleFixture, saleFixture } from '../commerce/sale-fixture';
import { registeredCustomer } from '../customer-accounts/shop-session';
import { addHostname } from '../factories';
import { call, startTestApp, type TestApp } from '../harness';
import { readMail } from '../tickets/mail-read';
import {
  buy,
  codeOf,
  HOST,
  mailTo,
  purchase,
  sellGiftCertificatesOf,
  shopGet,
} from './shop-gift-certificate-fixture';

/**
 * Gift certificates bought in the shop (decisions/0067): the event template's money tab sells
 * them and sets their expiry; the card is charged once; the recipient is mailed a link.
 */
let t: TestApp;
let f: SaleFixture;
// The test clock: 2026-11-22 15:00 UTC; the account's time zone is America/New_York.
const NOW = new Date('2026-11-22T15:00:00Z');

beforeAll(async () => {
  t = await startTestApp({ withSmtp: true, now: NOW });
  f = await saleFixture(t);
  await addHostname(t.database.db, f.accountId, HOST, true);
});
afterAll(() => t.close());

const chargesOf = async (key: string) =>
  (
    await rows<{ n: number }>(
      t.database.db,
      sql`SELECT count(*)::int AS n FROM sandbox_charges WHERE idempotency_key LIKE ${`${key}%`}`,
    )
  )[0]!.n;

describe('buying a gift certificate in the shop', () => {
  it('charges a double click once, issues the certificate and mails the recipient a working link', async () => {
    await sellGiftCertificatesOf(f, { expiration: 'none' });
    const offer = await shopGet(t, `/api/shop/gift-certificates/${f.templateId}`);
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.data).toMatchObject({
      name: 'Evening',
      minAmount: 100,
      maxAmount: 100_000,
      expiration: 'none',
    });
    const listed = await shopGet(t, '/api/shop/gift-certificates');
    expect(listed.data).toEqual([expect.objectContaining({ templateId: f.templateId, name: 'Evening' })]);

    const body = purchase({ amount: 7500 });
    const [first, second] = await Promise.all([buy(t, f.templateId, body), buy(t, f.templateId, body)]);
    const third = await buy(t, f.templateId, body);
    expect(first.statusCode, first.body).toBe(201);
    expect([second.data.orderId, third.data.orderId]).toEqual([first.data.orderId, first.data.orderId]);
    expect(await chargesOf(body.idempotencyKey)).toBe(1);
    const cert = first.data.certificate as Record<string, unknown>;
    expect(cert).toMatchObject({
      amount: 7500,
      balance: 7500,
      status: 'unredeemed',
      expiresAt: null,
      buyerName: 'Ada Lovelace',
      recipientName: 'Charles Babbage',
      message: 'Happy birthday, Charles!',
    });
    expect(cert.number).toMatch(/^[1-9]\d{11}$/);

    // The box office finds it by number, paid by card.
    const staff = await f.api('GET', `/api/admin/gift-certificate-balance?number=${cert.number}`);
    expect(staff.data).toMatchObject({
      amount: 7500,
      paymentType: 'CreditCard',
      buyerEmail: 'ada@example.test',
    });

    // The recipient's mail: amount, message, no expiry, and the link built from PUBLIC_URL.
    const mail = await readMail((await mailTo(t, body.recipientEmail)).raw);
    expect(mail.subject).toContain('a gift certificate from Ada Lovelace');
    expect(mail.text).toContain('$75.00');
    expect(mail.text).toContain('Happy birthday, Charles!');
    expect(mail.text).toContain('It does not expire.');
    const link = /(https?:\/\/\S+\/shop\/giftcertificates\/([\w-]+)\/(\d+))/.exec(mail.text);
    expect(link, mail.text).not.toBeNull();
    // On the account's host name, from configuration (never the request's headers).
    expect(new URL(link![1]!).hostname).toBe(HOST);
    expect(link![3]).toBe(cert.number);
    const view = await shopGet(t, `/api/shop/gift-certificates/${link![2]}/${link![3]}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.data).toMatchObject({
      amount: 7500,
      balance: 7500,
      currency: 'USD',
      status: 'unredeemed',
      expired: false,
      buyerName: 'Ada Lovelace',
      message: 'Happy birthday, Charles!',
    });
    expect(view.data).not.toHaveProperty('buyerEmail');
  });

  it('expires a static one at the end of the given day in the account time zone', async () => {
    await sellGiftCertificatesOf(f, { expiration: 'static', expiresOn: '2027-03-31' });
    const res = await buy(t, f.templateId, purchase());
    expect(res.statusCode, res.body).toBe(201);
    // New York is on daylight time (UTC-4) on 31 March: the day ends at 04:00 UTC.
    expect((res.data.certificate as { expiresAt: string }).expiresAt).toBe('2027-04-01T04:00:00.000Z');
  });

  it('expires a dynamic one the template’s months after the purchase, and mails the date', async () => {
    await sellGiftCertificatesOf(f, { expiration: 'dynamic', validForMonths: 6 });
    const body = purchase();
    const res = await buy(t, f.templateId, body, { 'accept-language': 'fr' });
    expect(res.statusCode, res.body).toBe(201);
    expect((res.data.certificate as { expiresAt: string }).expiresAt).toBe('2027-05-22T15:00:00.000Z');
    // In the buyer's language.
    const mail = await readMail((await mailTo(t, body.recipientEmail)).raw);
    expect(mail.subject).toContain('un chèque-cadeau de la part de Ada Lovelace');
    expect(mail.text).toContain('Il est valable jusqu’au 22 mai 2027.');
  });

  it('lists a signed-in customer’s purchase on their gift certificates in the back office', async () => {
    await sellGiftCertificatesOf(f, { expiration: 'none' });
    const email = `gift-buyer-${Date.now()}@example.test`;
    const cookie = await registeredCustomer(t, email, HOST);
    const res = await buy(
      t,
      f.templateId,
      purchase({ buyer: { firstName: 'Ada', lastName: 'Lovelace', email } }),
      {
        cookie: `tessera_shop_session=${cookie}`,
      },
    );
    expect(res.statusCode, res.body).toBe(201);
    const [customer] = await rows<{ id: number }>(
      t.database.db,
      sql`SELECT id FROM customers WHERE account_id = ${f.accountId} AND email = ${email}`,
    );
    const mine = await f.api('GET', `/api/admin/customers/${customer!.id}/gift-certificates`);
    expect(mine.data).toEqual([
      expect.objectContaining({ number: (res.data.certificate as { number: string }).number, amount: 5000 }),
    ]);
  });
});

describe('what the shop refuses', () => {
  it('a template that does not sell them, an archived one and another account’s are not found', async () => {
    await sellGiftCertificatesOf(f, { sellable: false });
    for (const res of [
      await shopGet(t, `/api/shop/gift-certificates/${f.templateId}`),
      await buy(t, f.templateId, purchase()),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(codeOf(res)).toBe('purchase.gift_certificate_offer_not_found');
    }
    expect((await shopGet(t, '/api/shop/gift-certificates')).data).toEqual([]);

    await sellGiftCertificatesOf(f, { expiration: 'none' });
    await t.database.db.execute(
      sql`UPDATE event_templates SET archived_at = ${NOW} WHERE id = ${f.templateId}`,
    );
    expect(codeOf(await buy(t, f.templateId, purchase()))).toBe('purchase.gift_certificate_offer_not_found');
    await t.database.db.execute(
      sql`UPDATE event_templates SET archived_at = NULL WHERE id = ${f.templateId}`,
    );

    const other = await saleFixture(t);
    await sellGiftCertificatesOf(other, { expiration: 'none' });
    const foreign = await buy(t, other.templateId, purchase());
    expect(foreign.statusCode).toBe(404);
    expect(codeOf(foreign)).toBe('purchase.gift_certificate_offer_not_found');
  });

  it('a static expiry already over closes the sale', async () => {
    await sellGiftCertificatesOf(f, { expiration: 'static', expiresOn: '2026-11-21' });
    const res = await buy(t, f.templateId, purchase());
    expect(res.statusCode).toBe(409);
    expect(codeOf(res)).toBe('purchase.gift_certificate_offer_closed');
    expect((await shopGet(t, '/api/shop/gift-certificates')).data).toEqual([]);
  });

  it('answers bad input with specific errors and charges nothing', async () => {
    await sellGiftCertificatesOf(f, { expiration: 'none' });
    const low = purchase({ amount: 99 });
    const tooLow = await buy(t, f.templateId, low);
    expect(tooLow.statusCode).toBe(400);
    const error = (tooLow.data.errors as { code: string; field: string; message: string }[])[0]!;
    expect(error).toMatchObject({ code: 'purchase.gift_certificate_amount_out_of_range', field: 'amount' });
    expect(error.message).toBe('Choose an amount from $1.00 to $1,000.00.');
    expect(codeOf(await buy(t, f.templateId, purchase({ amount: 100_001 })))).toBe(
      'purchase.gift_certificate_amount_out_of_range',
    );
    expect(await chargesOf(low.idempotencyKey)).toBe(0);

    const badEmail = await buy(t, f.templateId, purchase({ recipientEmail: 'not-an-address' }));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.data.errors).toEqual([
      expect.objectContaining({ code: 'common.validation_failed', field: 'recipientEmail' }),
    ]);
    const noCard = await buy(t, f.templateId, purchase({ card: undefined }));
    expect(noCard.statusCode).toBe(400);
    expect(noCard.data.errors).toEqual([expect.objectContaining({ field: 'card.number' })]);
    const declined = await buy(
      t,
      f.templateId,
      purchase({ card: { number: '4000000000000002', expMonth: 12, expYear: 2040, cvc: '123' } }),
    );
    expect(declined.statusCode).toBe(402);
    expect(codeOf(declined)).toBe('purchase.card_declined');
  });
});

describe('the recipient’s link', () => {
  it('a wrong code or a wrong number is the same "not found"', async () => {
    await sellGiftCertificatesOf(f, { expiration: 'none' });
    const res = await buy(t, f.templateId, purchase());
    const { bundleCode, number } = res.data.certificate as { bundleCode: string; number: string };
    expect((await shopGet(t, `/api/shop/gift-certificates/${bundleCode}/${number}`)).statusCode).toBe(200);
    const wrongCode = await shopGet(t, `/api/shop/gift-certificates/${bundleCode.slice(0, -2)}xx/${number}`);
    const otherDigit = String((Number(number.at(-1)) + 1) % 10);
    const wrongNumber = await shopGet(
      t,
      `/api/shop/gift-certificates/${bundleCode}/${number.slice(0, -1)}${otherDigit}`,
    );
    for (const wrong of [wrongCode, wrongNumber]) {
      expect(wrong.statusCode).toBe(404);
      expect(wrong.data).toEqual(wrongCode.data);
      expect(codeOf(wrong)).toBe('purchase.gift_certificate_link_not_found');
    }
  });
});

describe('guessing links', () => {
  it('is rate-limited per address', async () => {
    const limited = await startTestApp({ config: { signInAttemptsPerMinute: 3 } });
    try {
      const answers: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await call(limited.app, {
          method: 'GET',
          url: `/api/shop/gift-certificates/AAAAAAAAAAAAAAAAAAAAAA/12345678901${i}`,
        });
        answers.push(res.statusCode);
        if (i === 3) expect(codeOf(res)).toBe('common.rate_limited');
      }
      expect(answers).toEqual([404, 404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});
