import type { listOrders, OrderListItem } from '@tessera/contract';
import { type OrderStatus, savedBasketAlertsOf } from '@tessera/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';

export type OrderListQuery = z.output<NonNullable<(typeof listOrders)['query']>>;

/**
 * What the search box matched: an order id or barcode, an email, or the start of a last name.
 * Digits are looked up first (the order id and the barcode index), so the page query is a
 * primary-key lookup rather than a scan with an OR.
 */
async function searchCondition(db: Db, accountId: number, q: string): Promise<SQL> {
  if (/^\d+$/.test(q)) {
    const byBarcode = await rows<{ order_id: number | string }>(
      db,
      sql`SELECT order_id FROM order_tickets WHERE account_id = ${accountId} AND barcode = ${q}`,
    );
    const ids = [...(q.length <= 15 ? [Number(q)] : []), ...byBarcode.map((r) => Number(r.order_id))];
    return sql`o.id = ANY(${arrayParam(ids)}::bigint[])`;
  }
  if (q.includes('@')) return sql`lower(o.buyer->>'email') = ${q.toLowerCase()}`;
  const prefix = `${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(lower(o.buyer->>'lastName') COLLATE "C") LIKE ${prefix}`;
}

/**
 * One page of orders, newest first. Keyset paging on (created_at, id) walks the
 * (account_id, created_at, id) index, so a page costs the same on page 1 and page 10,000; the
 * search uses its own expression indexes and the event filter order_tickets(event_id, order_id).
 */
export async function listOrderPage(
  db: Db,
  accountId: number,
  query: OrderListQuery,
  now: Date,
): Promise<{ items: OrderListItem[]; nextCursor: string | null }> {
  const where: SQL[] = [sql`o.account_id = ${accountId}`];
  if (query.q) where.push(await searchCondition(db, accountId, query.q));
  if (query.from) where.push(sql`o.created_at >= ${new Date(`${query.from}T00:00:00Z`)}`);
  if (query.to)
    where.push(sql`o.created_at < ${new Date(new Date(`${query.to}T00:00:00Z`).getTime() + 86_400_000)}`);
  if (query.status) where.push(sql`o.status = ${query.status}`);
  if (query.channel) where.push(sql`o.channel = ${query.channel}`);
  if (query.eventId) {
    where.push(
      sql`EXISTS (SELECT 1 FROM order_tickets t WHERE t.event_id = ${query.eventId} AND t.order_id = o.id)`,
    );
  }
  if (query.after) {
    const [at, id] = query.after.split('_');
    where.push(sql`(o.created_at, o.id) < (${new Date(at!)}, ${Number(id)})`);
  }
  const list = await rows<{
    id: number | string;
    created_at: Date | string;
    buyer: { firstName: string; lastName: string; email: string };
    channel: string;
    status: OrderStatus;
    total: number;
    ticket_count: number | string;
    event_names: string[] | null;
    payment_due_at: Date | string | null;
  }>(
    db,
    sql`SELECT o.id, o.created_at, o.buyer, o.channel, o.status, o.total,
        (SELECT count(*) FROM order_tickets t WHERE t.order_id = o.id) AS ticket_count,
        (SELECT array_agg(DISTINCT e.name) FROM order_tickets t JOIN events e ON e.id = t.event_id WHERE t.order_id = o.id) AS event_names,
        (SELECT min(i.due_at) FROM order_instalments i JOIN order_payment_plans p ON p.id = i.order_plan_id
          WHERE i.order_id = o.id AND p.status = 'active' AND i.status IN ('due', 'charging', 'failed')) AS payment_due_at
      FROM (SELECT * FROM orders o WHERE ${sql.join(where, sql` AND `)}
        ORDER BY o.created_at DESC, o.id DESC LIMIT ${query.pageSize + 1}) o
      ORDER BY o.created_at DESC, o.id DESC`,
  );
  const page = list.slice(0, query.pageSize);
  const last = page.at(-1);
  return {
    items: page.map((o) => {
      const dueAt = o.payment_due_at === null ? null : new Date(o.payment_due_at);
      return {
        id: Number(o.id),
        createdAt: new Date(o.created_at).toISOString(),
        buyerName: `${o.buyer.firstName} ${o.buyer.lastName}`.trim(),
        buyerEmail: o.buyer.email,
        channel: o.channel,
        status: o.status,
        total: o.total,
        ticketCount: Number(o.ticket_count),
        eventNames: o.event_names ?? [],
        // A balance still owed on the order's schedule: its alerts as a saved basket's payment due date.
        paymentDueAt: dueAt?.toISOString() ?? null,
        alerts: savedBasketAlertsOf(now, { expiresAt: null, paymentDueAt: dueAt }),
      };
    }),
    nextCursor:
      list.length > query.pageSize && last ? `${new Date(last.created_at).toISOString()}_${last.id}` : null,
  };
}
