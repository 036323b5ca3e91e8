import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Seats best available found for a shop buyer come with a signed offer: account, event, the
 * seats and an expiry, signed with the server secret. Taking seats with an offer that covers
 * them is taking best available, which an event sold by best available only allows; seats
 * picked without one are seats picked on the map (decisions/0064).
 */
const OFFER_LIFETIME_MS = 15 * 60_000;

const sign = (secret: Buffer, payload: string) =>
  createHmac('sha256', secret).update(`seat-offer|${payload}`).digest('base64url');

/** The offer for these found seats: `<account>.<event>.<seat ids joined by ->.<expiry ms>.<signature>`. */
export function seatOffer(
  secret: Buffer,
  offer: { accountId: number; eventId: number; seatIds: readonly number[] },
  now: Date,
): string {
  const seats = [...offer.seatIds].sort((a, b) => a - b).join('-');
  const payload = `${offer.accountId}.${offer.eventId}.${seats}.${now.getTime() + OFFER_LIFETIME_MS}`;
  return `${payload}.${sign(secret, payload)}`;
}

/** True when the offer is well signed, this account's and event's, not expired, and covers every seat. */
export function offerCovers(
  secret: Buffer,
  offer: string | undefined,
  taken: { accountId: number; eventId: number; seatIds: readonly number[] },
  now: Date,
): boolean {
  const parts = (offer ?? '').split('.');
  if (parts.length !== 5) return false;
  const [account, event, seats, expires, signature] = parts as [string, string, string, string, string];
  if (account !== String(taken.accountId) || event !== String(taken.eventId)) return false;
  if (!/^\d{1,15}$/.test(expires) || Number(expires) <= now.getTime()) return false;
  const expected = Buffer.from(sign(secret, `${account}.${event}.${seats}.${expires}`));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
  const offered = new Set(seats.split('-'));
  return taken.seatIds.every((id) => offered.has(String(id)));
}
