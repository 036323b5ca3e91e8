import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The invoice link's token (decisions/0109): an HMAC of the account and the invoice's random
 * public id under the server secret. Unguessable without the secret, bound to its account (the
 * same id under another host name's account does not verify), and made again for each mail, so
 * no token is stored.
 */
export function invoiceToken(secret: Buffer, accountId: number, publicId: string): string {
  return createHmac('sha256', secret).update(`invoice|${accountId}|${publicId}`).digest('base64url');
}

export function invoiceTokenValid(
  secret: Buffer,
  accountId: number,
  publicId: string,
  token: string,
): boolean {
  const expected = Buffer.from(invoiceToken(secret, accountId, publicId));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

/** The invoice page's path with its signed link: the confirmation after checkout and the mailed pay link. */
export function invoicePath(secret: Buffer, accountId: number, publicId: string): string {
  const token = invoiceToken(secret, accountId, publicId);
  return `/shop/checkout/invoice?invoice=${publicId}&token=${token}`;
}
