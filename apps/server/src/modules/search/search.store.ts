import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import { customerMatch, likePattern } from '@/modules/customers/customers.store';

const LIMIT = 10;

/** Orders by number, tickets by barcode, customers by name/email/phone, events by name. */
export async function searchAll(db: Db, accountId: number, q: string) {
  const digits = /^\d+$/.test(q) ? q : null;
  const orders = digits
    ? await rows<{ id: number; buyer: { firstName?: string; lastName?: string }; total: number }>(
        db,
        sql`SELECT id::int AS id, buyer, total FROM orders
          WHERE account_id = ${accountId} AND id::text = ${digits} LIMIT ${LIMIT}`,
      )
    : [];
  const tickets = digits
    ? await rows<{ id: number; order_id: number; barcode: string; event_name: string }>(
        db,
        sql`SELECT t.id::int AS id, t.order_id::int AS order_id, t.barcode, e.name AS event_name
          FROM order_tickets t JOIN events e ON e.id = t.event_id
          WHERE t.account_id = ${accountId} AND t.barcode = ${digits} LIMIT ${LIMIT}`,
      )
    : [];
  const customers = await rows<{ id: number; first_name: string; last_name: string; email: string }>(
    db,
    sql`SELECT id, first_name, last_name, email FROM customers
      WHERE account_id = ${accountId} AND ${customerMatch(q)} ORDER BY lower(last_name), id LIMIT ${LIMIT}`,
  );
  const events = await rows<{ id: number; name: string; starts_at: string | Date; timezone: string }>(
    db,
    sql`SELECT e.id, e.name, e.starts_at, v.timezone FROM events e JOIN venues v ON v.id = e.venue_id
      WHERE e.account_id = ${accountId} AND lower(e.name) LIKE ${likePattern(q)} ORDER BY e.starts_at DESC LIMIT ${LIMIT}`,
  );
  return {
    orders: orders.map((o) => ({
      id: o.id,
      title: String(o.id),
      detail: `${o.buyer.firstName ?? ''} ${o.buyer.lastName ?? ''}`.trim(),
    })),
    customers: customers.map((c) => ({
      id: c.id,
      title: `${c.first_name} ${c.last_name}`.trim(),
      detail: c.email,
    })),
    tickets: tickets.map((t) => ({ id: t.id, orderId: t.order_id, title: t.barcode, detail: t.event_name })),
    events: events.map((e) => ({
      id: e.id,
      title: e.name,
      detail: new Date(e.starts_at).toISOString(),
      timezone: e.timezone,
    })),
  };
}
