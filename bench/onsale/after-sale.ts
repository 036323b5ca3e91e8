import { randomUUID } from 'node:crypto';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as client from './buyer-client';
import type { Metrics } from './metrics';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Where the rehearsal's servers leave mail carrying a one-time link (no SMTP: the product's mail
 * pickup folder, `MAIL_DIR`), so a transfer's recipient can read their claim link.
 */
export const rehearsalMailDir = join(tmpdir(), `tessera-onsale-mail-${process.pid}`);

/** Removes the rehearsal's mail, claim links and all, at the end. */
export function forgetRehearsalMail(): Promise<void> {
  return rm(rehearsalMailDir, { recursive: true, force: true });
}

/** Tickets that moved after the sale during the rehearsal (issue #23), for the JSON line. */
export interface AfterSaleTally {
  exchanged: number;
  exchangesRefused: number;
  transferred: number;
  claimed: number;
  canceled: number;
  transfersRefused: number;
}

export function newAfterSaleTally(): AfterSaleTally {
  return { exchanged: 0, exchangesRefused: 0, transferred: 0, claimed: 0, canceled: 0, transfersRefused: 0 };
}

export interface SoldOrder {
  id: number;
  tickets: { id: number }[];
}

/** An answer given while the server or its database was away: worth asking again. */
const away = (r: client.Reply<unknown>) =>
  r.status === 0 || r.status >= 500 || r.code === 'common.unavailable';

/**
 * Asks again while the server is away (killed and restarting takes up to a minute on a busy
 * machine), with the same body (and key).
 */
async function retried<T>(step: string, metrics: Metrics, call: () => Promise<client.Reply<T>>) {
  let last = await call();
  for (let attempt = 0; attempt < 180 && away(last); attempt++) {
    await sleep(500);
    last = await call();
  }
  metrics.record(step, last);
  return last;
}

/**
 * What the counter does with its sale afterwards, in turn: one sale in three has a ticket
 * exchanged for another best seat of the event (racing the buyers for it: the exchange is whole
 * or refused), one in three a ticket transferred to a recipient who claims it from the mailed
 * link with a new shop account (every other transfer is cancelled by the counter instead).
 * The checker counts exchanges not made whole and transfers not settled cleanly.
 */
export async function afterSale(
  session: client.Session,
  eventId: number,
  sold: SoldOrder,
  turn: number,
  metrics: Metrics,
  tally: AfterSaleTally,
): Promise<void> {
  const ticket = sold.tickets[0];
  if (!ticket) return;
  if (turn % 3 === 1) await exchangeOne(session, eventId, sold.id, ticket.id, metrics, tally);
  else if (turn % 3 === 2) await transferOne(session, sold.id, ticket.id, turn % 2 === 0, metrics, tally);
}

async function exchangeOne(
  session: client.Session,
  eventId: number,
  orderId: number,
  ticketId: number,
  metrics: Metrics,
  tally: AfterSaleTally,
) {
  const opened = await retried('exchange.openBasket', metrics, () =>
    client.openBasket(session, 'PointOfSale'),
  );
  if (!opened.ok) return void tally.exchangesRefused++;
  const basketId = opened.data.id;
  const took = await retried('exchange.takeSeats', metrics, () =>
    client.takeBestSeats(session, basketId, eventId, 1),
  );
  if (!took.ok) return void tally.exchangesRefused++;
  const choice = { basketId, ticketIds: [ticketId] };
  const quote = await retried<{ difference: number }>('exchange.quote', metrics, () =>
    client.post(session, `/api/admin/orders/${orderId}/exchange/quote`, choice),
  );
  if (!quote.ok) return void tally.exchangesRefused++;
  const difference = quote.data.difference;
  const body = {
    ...choice,
    returnTo: 'open',
    difference,
    payments: difference > 0 ? [{ type: 'Cash', amount: difference }] : [],
    idempotencyKey: randomUUID(),
  };
  const made = await retried('exchange', metrics, () =>
    client.post(session, `/api/admin/orders/${orderId}/exchange`, body),
  );
  if (made.ok) tally.exchanged++;
  else tally.exchangesRefused++;
}

async function transferOne(
  session: client.Session,
  orderId: number,
  ticketId: number,
  claim: boolean,
  metrics: Metrics,
  tally: AfterSaleTally,
) {
  const email = `recipient-${randomUUID()}@rehearsal.test`;
  const started = await retried<{ id: number; state: string; recipientEmail: string }[]>(
    'transfer',
    metrics,
    () =>
      client.post(session, `/api/admin/orders/${orderId}/transfers`, {
        ticketIds: [ticketId],
        recipientName: 'Rehearsal Recipient',
        recipientEmail: email,
      }),
  );
  const transfer = started.ok
    ? started.data.find((x) => x.state === 'initiated' && x.recipientEmail === email)
    : undefined;
  if (!transfer) return void tally.transfersRefused++;
  tally.transferred++;
  if (!claim) {
    const canceled = await retried('transfer.cancel', metrics, () =>
      client.post(session, `/api/admin/orders/${orderId}/transfers/${transfer.id}/cancel`, {}),
    );
    if (canceled.ok) tally.canceled++;
    return;
  }
  const token = await claimLink(email);
  if (!token) return;
  const recipient = client.shopSession(session.url);
  const claimed = await retried('transfer.claim', metrics, () =>
    client.post(recipient, '/api/shop/transfers/claim/register', {
      token,
      firstName: 'Rehearsal',
      lastName: 'Recipient',
      password: 'Rehearsal-Recipient-2026!',
      confirmPassword: 'Rehearsal-Recipient-2026!',
    }),
  );
  if (claimed.ok) tally.claimed++;
}

/** The claim token in the recipient's mail, read from the pickup folder as their mailbox. */
async function claimLink(email: string): Promise<string | null> {
  for (let i = 0; i < 50; i++) {
    const files = await readdir(rehearsalMailDir).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const text = await readFile(join(rehearsalMailDir, file), 'utf8').catch(() => '');
      if (!text.startsWith(`To: ${email}\n`)) continue;
      const token = /\/shop\/account\/claim-tickets\?token=([\w-]+)/.exec(text)?.[1];
      if (token) return token;
    }
    await sleep(200);
  }
  return null;
}
