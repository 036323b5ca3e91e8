import type { EventMailKind, EventStatus } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

/** An event whose template's email tab turns on a mail that may be due (decisions/0065). */
export interface EventMailCandidate {
  id: number;
  account_id: number;
  name: string;
  starts_at: Date;
  ends_at: Date | null;
  pre_event_email_at: Date | null;
  post_event_email_at: Date | null;
  date_tbd: boolean;
  status: EventStatus;
  timezone: string;
  venue_name: string;
  pre_on: boolean;
  post_on: boolean;
}

/**
 * Events of every account whose pre-event mail (template `preEventEmail`) or post-event mail
 * (`postEventEmail`) may be due now: a coarse cut the domain rule refines (the post-event
 * default is the morning after, in the venue's zone). Events whose buyers all got it stay in
 * the cut until its window closes; their buyers are found already mailed.
 */
export async function eventMailCandidates(db: Db, now: Date): Promise<EventMailCandidate[]> {
  const found = await rows<EventMailCandidate>(
    db,
    sql`SELECT e.id, e.account_id, e.name, e.starts_at, e.ends_at, e.pre_event_email_at, e.post_event_email_at,
        e.date_tbd, e.status, v.timezone, v.name AS venue_name,
        COALESCE((t.email->>'preEventEmail')::boolean, false) AS pre_on,
        COALESCE((t.email->>'postEventEmail')::boolean, false) AS post_on
      FROM events e
      JOIN event_templates t ON t.id = e.template_id AND t.account_id = e.account_id
      JOIN venues v ON v.id = e.venue_id
      WHERE e.status <> 'Cancelled' AND NOT e.date_tbd AND (
        (COALESCE((t.email->>'preEventEmail')::boolean, false) AND e.starts_at > ${now}
          AND COALESCE(e.pre_event_email_at, e.starts_at - interval '24 hours') <= ${now})
        OR (COALESCE((t.email->>'postEventEmail')::boolean, false)
          AND COALESCE(e.post_event_email_at, e.ends_at, e.starts_at) <= ${now}
          AND COALESCE(e.post_event_email_at, e.ends_at, e.starts_at) > ${now}::timestamptz - interval '9 days'))
      ORDER BY e.id`,
  );
  return found.map((r) => ({
    ...r,
    id: Number(r.id),
    account_id: Number(r.account_id),
    starts_at: new Date(r.starts_at),
    ends_at: r.ends_at ? new Date(r.ends_at) : null,
    pre_event_email_at: r.pre_event_email_at ? new Date(r.pre_event_email_at) : null,
    post_event_email_at: r.post_event_email_at ? new Date(r.post_event_email_at) : null,
  }));
}

export interface EventMailBuyer {
  order_id: number;
  email: string;
  first_name: string | null;
  locale: string | null;
  default_language: string | null;
  account_name: string;
}

/**
 * Buyers of the event not yet sent this mail: one per address (lower case), from its latest
 * order holding a live (not voided) ticket of the event. Orders without an address (anonymized,
 * or sold without one) get none.
 */
export async function buyersToMail(
  db: Db,
  accountId: number,
  eventId: number,
  kind: EventMailKind,
  limit: number,
): Promise<EventMailBuyer[]> {
  const found = await rows<EventMailBuyer>(
    db,
    sql`SELECT * FROM (
        SELECT DISTINCT ON (lower(o.buyer->>'email')) o.id AS order_id, lower(o.buyer->>'email') AS email,
          o.buyer->>'firstName' AS first_name, o.buyer->>'locale' AS locale,
          a.default_language, a.name AS account_name
        FROM orders o JOIN accounts a ON a.id = o.account_id
        WHERE o.account_id = ${accountId} AND COALESCE(o.buyer->>'email', '') <> ''
          AND EXISTS (SELECT 1 FROM order_tickets ot WHERE ot.order_id = o.id AND ot.event_id = ${eventId}
            AND ot.status <> 'voided')
          AND NOT EXISTS (SELECT 1 FROM event_buyer_mails m WHERE m.event_id = ${eventId} AND m.kind = ${kind}
            AND m.email = lower(o.buyer->>'email'))
        ORDER BY lower(o.buyer->>'email'), o.id DESC) b
      ORDER BY b.order_id LIMIT ${limit}`,
  );
  return found.map((r) => ({ ...r, order_id: Number(r.order_id) }));
}

/**
 * Records the mail as sent to the address before it goes out; false when it already was (a
 * run that came again, or another process's run at the same time).
 */
export async function claimEventMail(
  db: Db,
  m: { accountId: number; eventId: number; kind: EventMailKind; email: string; orderId: number },
  now: Date,
): Promise<number | null> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`INSERT INTO event_buyer_mails (account_id, event_id, kind, email, order_id, sent_at)
      VALUES (${m.accountId}, ${m.eventId}, ${m.kind}, ${m.email}, ${m.orderId}, ${now})
      ON CONFLICT (event_id, kind, email) DO NOTHING RETURNING id`,
  );
  return row ? Number(row.id) : null;
}

export async function setEventMailOutbox(db: Db, id: number, outboxId: number): Promise<void> {
  await db.execute(sql`UPDATE event_buyer_mails SET outbox_id = ${outboxId} WHERE id = ${id}`);
}
