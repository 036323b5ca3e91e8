import { formatMoney, ticketTexts, ticketWhen } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { confirmationDone } from '@/modules/orders/confirmations-due.store';
import { recordOrderActivity } from '@/modules/orders/order-activity.store';
import type { Mailer } from '@/platform/mail/mailer';
import { buyerLocale, orderTicketsPdf } from './tickets.service';

export interface ConfirmationResult {
  to: string;
  status: 'kept' | 'sent' | 'failed';
}

/**
 * The OrderConfirmation email (spec §3 email types): a short message in the buyer's language
 * with the order's print-at-home tickets attached as one PDF, through the mail outbox. Marks
 * the tickets delivered and records the email in the order activity.
 */
export async function sendOrderConfirmation(
  deps: { db: Db; mailer: Mailer },
  accountId: number,
  orderId: number,
  /** `settleDue`: the background sender's attempt; a message that went out ends the order's due confirmation in the same transaction as its activity entry. */
  options: { now: Date; userId?: number | null; to?: string; settleDue?: boolean },
): Promise<ConfirmationResult> {
  const { db, mailer } = deps;
  const { pdf, head, tickets, hidePrice } = await orderTicketsPdf(db, accountId, orderId);
  const locale = buyerLocale(head);
  const t = ticketTexts[locale];
  const to = options.to ?? head.buyer.email;
  // Each event once: its name, date and time at the venue (as on the tickets), and the venue.
  const events = [
    ...new Map(
      tickets.map((x) => [
        x.event_id,
        `${x.event_name}\n${ticketWhen(x.starts_at, x.timezone, locale)}\n${x.venue_name}\n`,
      ]),
    ).values(),
  ];
  const text = [
    t.confirmationGreeting(head.buyer.firstName),
    '',
    t.confirmationBody(tickets.length),
    '',
    ...events,
    // The seller's user group may hide prices on what the consumer receives (spec §3).
    ...(hidePrice ? [] : [`${t.confirmationTotal}: ${formatMoney(head.total, head.currency, locale)}`]),
    '',
    t.confirmationClosing,
  ].join('\n');
  const row = await mailer.send(
    db,
    accountId,
    {
      to,
      subject: t.confirmationSubject(String(orderId)),
      text,
      attachments: [{ filename: `tickets-${orderId}.pdf`, content: pdf, contentType: 'application/pdf' }],
    },
    options.now,
  );
  await db.transaction(async (tx) => {
    // The order first, as every change to an order takes it (cancel, void, reissue): the
    // activity entry's key check would otherwise wait for the order after this transaction
    // has locked its tickets, while a cancel holding the order waits for those tickets.
    await tx.execute(
      sql`SELECT 1 FROM orders WHERE account_id = ${accountId} AND id = ${orderId} FOR KEY SHARE`,
    );
    if (row.status !== 'failed') {
      await tx.execute(
        sql`UPDATE order_tickets SET delivered_at = ${options.now}
          WHERE account_id = ${accountId} AND order_id = ${orderId} AND status <> 'voided'`,
      );
      if (options.settleDue) await confirmationDone(tx, accountId, orderId);
    }
    await recordOrderActivity(
      tx,
      accountId,
      orderId,
      {
        kind: 'email.order_confirmation',
        userId: options.userId ?? null,
        actor: options.userId ? 'staff' : 'system',
        details: { to, status: row.status, locale, tickets: tickets.length },
      },
      options.now,
    );
  });
  return { to, status: row.status };
}
