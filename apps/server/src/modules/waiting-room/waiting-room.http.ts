import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '@/config';
import { shopCookieOptions } from '@/platform/auth/shop-cookies';

/**
 * The waiting room's two cookies per event (decisions/0055), both signed with the server secret
 * so any server process checks them without a lookup:
 * - the queue ticket `tessera_wr_<event>`: the visitor's entry id (their place across reloads);
 * - the admission token `tessera_admit_<event>`: account, event, entry and expiry.
 */
const ticketCookie = (eventId: number) => `tessera_wr_${eventId}`;
const admissionCookie = (eventId: number) => `tessera_admit_${eventId}`;

function sign(secret: Buffer, purpose: string, payload: string): string {
  return createHmac('sha256', secret).update(`${purpose}|${payload}`).digest('base64url');
}

function verified(secret: Buffer, purpose: string, payload: string, signature: string): boolean {
  const expected = Buffer.from(sign(secret, purpose, payload));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** A queue ticket's value: `<entry id>.<signature>` over the account, event and entry. */
export function queueTicket(secret: Buffer, accountId: number, eventId: number, entryId: string): string {
  return `${entryId}.${sign(secret, 'queue', `${accountId}.${eventId}.${entryId}`)}`;
}

/** The entry id of a well-signed queue ticket for this account's event; null otherwise. */
export function entryOfTicket(
  secret: Buffer,
  accountId: number,
  eventId: number,
  ticket: string | undefined,
): string | null {
  const [entryId, signature, ...rest] = (ticket ?? '').split('.');
  if (!entryId || !signature || rest.length || !UUID.test(entryId)) return null;
  return verified(secret, 'queue', `${accountId}.${eventId}.${entryId}`, signature) ? entryId : null;
}

/** An admission token: `<account>.<event>.<entry>.<expiry ms>.<signature>`. */
export function admissionToken(
  secret: Buffer,
  grant: { accountId: number; eventId: number; entryId: string; expiresAt: Date },
): string {
  const payload = `${grant.accountId}.${grant.eventId}.${grant.entryId}.${grant.expiresAt.getTime()}`;
  return `${payload}.${sign(secret, 'admit', payload)}`;
}

/** True when the token admits to this account's event at `now` (signed, its own, not expired). */
export function admits(
  secret: Buffer,
  token: string | undefined,
  accountId: number,
  eventId: number,
  now: Date,
): boolean {
  const parts = (token ?? '').split('.');
  if (parts.length !== 5) return false;
  const [account, event, entryId, expires, signature] = parts as [string, string, string, string, string];
  if (account !== String(accountId) || event !== String(eventId) || !/^\d{1,15}$/.test(expires)) return false;
  if (Number(expires) <= now.getTime()) return false;
  return verified(secret, 'admit', `${account}.${event}.${entryId}.${expires}`, signature);
}

export function readQueueTicket(request: FastifyRequest, eventId: number): string | undefined {
  return request.cookies[ticketCookie(eventId)];
}

export function readAdmissionToken(request: FastifyRequest, eventId: number): string | undefined {
  return request.cookies[admissionCookie(eventId)];
}

export function setQueueTicket(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'publicUrl'>,
  eventId: number,
  ticket: string,
): void {
  reply.setCookie(ticketCookie(eventId), ticket, {
    ...shopCookieOptions(request, config),
    maxAge: 7 * 24 * 60 * 60,
  });
}

export function setAdmissionToken(
  request: FastifyRequest,
  reply: FastifyReply,
  config: Pick<Config, 'publicUrl'>,
  eventId: number,
  token: string,
  expiresAt: Date,
  now: Date,
): void {
  const maxAge = Math.max(1, Math.ceil((expiresAt.getTime() - now.getTime()) / 1000));
  reply.setCookie(admissionCookie(eventId), token, { ...shopCookieOptions(request, config), maxAge });
}

/**
 * Whether this request holds a valid admission token for an event of this account at `now`:
 * what the shop's sale check asks of a heavy on-sale event (no query).
 */
export function admittedBy(
  request: FastifyRequest,
  secret: Buffer,
  accountId: number,
  now: Date,
): (eventId: number) => boolean {
  return (eventId) => admits(secret, readAdmissionToken(request, eventId), accountId, eventId, now);
}
