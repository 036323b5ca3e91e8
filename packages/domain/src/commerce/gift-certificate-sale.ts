import { addMonths } from '../memberships/memberships';
import { localToInstant } from '../templates/date-parameters';

/**
 * What a buyer may load onto a gift certificate bought in the shop, in minor units of the
 * account's currency: 1.00 to 1,000.00 (decisions/0067). The box office sells any amount.
 */
export const SHOP_GIFT_CERTIFICATE_MIN = 100;
export const SHOP_GIFT_CERTIFICATE_MAX = 100_000;

/** The longest message a buyer may write to the recipient. */
export const GIFT_CERTIFICATE_MESSAGE_MAX = 500;

export function shopGiftCertificateAmountValid(amount: number): boolean {
  return (
    Number.isInteger(amount) && amount >= SHOP_GIFT_CERTIFICATE_MIN && amount <= SHOP_GIFT_CERTIFICATE_MAX
  );
}

/** The event template's gift certificate settings (money tab). */
export interface GiftCertificateExpirySettings {
  readonly expiration: 'none' | 'static' | 'dynamic';
  /** `YYYY-MM-DD`, for `static`. */
  readonly expiresOn?: string | undefined;
  /** For `dynamic`. */
  readonly validForMonths?: number | undefined;
}

export type GiftCertificateExpiry =
  | { ok: true; expiresAt: Date | null }
  /** `unset`: static without a date or dynamic without months; `passed`: the static date is over. */
  | { ok: false; problem: 'unset' | 'passed' };

/** The day after a `YYYY-MM-DD` date, as `YYYY-MM-DD`. */
function nextDay(date: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return undefined;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + 1));
  return d.toISOString().slice(0, 10);
}

/**
 * When a certificate bought `now` expires, by its template's settings: `none` never; `static`
 * at the end of the given day in the account's time zone (the first instant of the next day,
 * so the certificate is good all through that day); `dynamic` `validForMonths` months after
 * the purchase (a day the month lacks is clamped to its last day). A static date already over
 * sells nothing.
 */
export function giftCertificateExpiry(
  settings: GiftCertificateExpirySettings,
  now: Date,
  timeZone: string,
): GiftCertificateExpiry {
  switch (settings.expiration) {
    case 'none':
      return { ok: true, expiresAt: null };
    case 'dynamic':
      if (!settings.validForMonths || settings.validForMonths < 1) return { ok: false, problem: 'unset' };
      return { ok: true, expiresAt: addMonths(now, settings.validForMonths) };
    case 'static': {
      const after = settings.expiresOn ? nextDay(settings.expiresOn) : undefined;
      const expiresAt = after ? localToInstant(`${after}T00:00`, timeZone) : undefined;
      if (!expiresAt) return { ok: false, problem: 'unset' };
      if (expiresAt.getTime() <= now.getTime()) return { ok: false, problem: 'passed' };
      return { ok: true, expiresAt };
    }
  }
}
