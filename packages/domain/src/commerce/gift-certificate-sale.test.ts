import { describe, expect, it } from 'vitest';
import {
  giftCertificateExpiry,
  SHOP_GIFT_CERTIFICATE_MAX,
  SHOP_GIFT_CERTIFICATE_MIN,
  shopGiftCertificateAmountValid,
} from './gift-certificate-sale';

const now = new Date('2026-01-31T15:00:00Z');

describe('giftCertificateExpiry', () => {
  it('never expires a certificate of a template without expiration', () => {
    expect(giftCertificateExpiry({ expiration: 'none', validForMonths: 6 }, now, 'UTC')).toEqual({
      ok: true,
      expiresAt: null,
    });
  });

  it('expires a static one at the end of the given day in the account time zone', () => {
    const r = giftCertificateExpiry(
      { expiration: 'static', expiresOn: '2026-12-31' },
      now,
      'America/New_York',
    );
    expect(r).toEqual({ ok: true, expiresAt: new Date('2027-01-01T05:00:00Z') });
    const paris = giftCertificateExpiry(
      { expiration: 'static', expiresOn: '2026-06-30' },
      now,
      'Europe/Paris',
    );
    expect(paris).toEqual({ ok: true, expiresAt: new Date('2026-06-30T22:00:00Z') });
  });

  it('refuses a static date already over, and one never given', () => {
    expect(giftCertificateExpiry({ expiration: 'static', expiresOn: '2026-01-30' }, now, 'UTC')).toEqual({
      ok: false,
      problem: 'passed',
    });
    // Still the 31st in New York at 15:00 UTC: good until that day ends there.
    expect(
      giftCertificateExpiry({ expiration: 'static', expiresOn: '2026-01-31' }, now, 'America/New_York').ok,
    ).toBe(true);
    expect(giftCertificateExpiry({ expiration: 'static' }, now, 'UTC')).toEqual({
      ok: false,
      problem: 'unset',
    });
  });

  it('expires a dynamic one the given months after the purchase, clamped to the month end', () => {
    expect(giftCertificateExpiry({ expiration: 'dynamic', validForMonths: 1 }, now, 'UTC')).toEqual({
      ok: true,
      expiresAt: new Date('2026-02-28T15:00:00Z'),
    });
    expect(giftCertificateExpiry({ expiration: 'dynamic', validForMonths: 12 }, now, 'UTC')).toEqual({
      ok: true,
      expiresAt: new Date('2027-01-31T15:00:00Z'),
    });
    expect(giftCertificateExpiry({ expiration: 'dynamic' }, now, 'UTC')).toEqual({
      ok: false,
      problem: 'unset',
    });
  });
});

describe('shopGiftCertificateAmountValid', () => {
  it('takes 1.00 to 1,000.00 in whole minor units', () => {
    expect(shopGiftCertificateAmountValid(SHOP_GIFT_CERTIFICATE_MIN)).toBe(true);
    expect(shopGiftCertificateAmountValid(SHOP_GIFT_CERTIFICATE_MAX)).toBe(true);
    expect(shopGiftCertificateAmountValid(99)).toBe(false);
    expect(shopGiftCertificateAmountValid(100_001)).toBe(false);
    expect(shopGiftCertificateAmountValid(150.5)).toBe(false);
  });
});
