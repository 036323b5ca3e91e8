import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';
import { and, localDaySql } from './report-filters.sql';

/** A group sales report's question: the venue's days as instants, the events, the events scope. */
export interface GroupReportQuery {
  accountId: number;
  from: Date;
  to: Date;
  timeZone: string;
  eventIds: readonly number[];
  eventScope?: SQL;
}

export interface GroupOrderRow {
  requestId: number;
  orderId: number;
  placedDay: string;
  clientName: string;
  contactName: string;
  contactEmail: string;
  eventId: number;
  eventName: string;
  tickets: number;
  faceValue: number;
  total: number;
  partnerName: string | null;
  commission: number;
  deposit: number;
  depositPaid: number;
  balanceDueDay: string | null;
  /** Payments taken less refunds recorded (every state), as the payments audit counts them. */
  paidToDate: number;
}

/**
 * Confirmed group orders (requests with an order), with the money each recorded; `by` says
 * whether the range is read on the day the order was placed or on the day its balance is due.
 */
export async function groupOrders(
  db: Db,
  q: GroupReportQuery,
  by: 'placed' | 'balanceDue',
): Promise<GroupOrderRow[]> {
  const at = by === 'placed' ? sql`o.created_at` : sql`r.balance_due_at`;
  const where: SQL[] = [
    sql`r.account_id = ${q.accountId}`,
    sql`r.order_id IS NOT NULL`,
    sql`${at} >= ${q.from}`,
    sql`${at} < ${q.to}`,
  ];
  if (q.eventIds.length > 0) where.push(sql`r.event_id = ANY(${arrayParam(q.eventIds)}::int[])`);
  if (q.eventScope)
    where.push(sql`EXISTS (SELECT 1 FROM events WHERE events.id = r.event_id AND ${q.eventScope})`);
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT r.id AS request_id, o.id AS order_id, ${localDaySql(sql`o.created_at`, q.timeZone)} AS placed_day,
        c.name AS client_name,
        trim(coalesce(o.buyer->>'firstName', '') || ' ' || coalesce(o.buyer->>'lastName', '')) AS contact_name,
        coalesce(o.buyer->>'email', '') AS contact_email,
        e.id AS event_id, e.name AS event_name,
        (SELECT count(*) FROM order_tickets t WHERE t.order_id = o.id AND t.status <> 'voided') AS tickets,
        o.face_value_total, o.total, p.name AS partner_name, o.partner_commission,
        coalesce(r.deposit, 0) AS deposit,
        (SELECT coalesce(sum(i.amount), 0) FROM order_instalments i
          WHERE i.order_id = o.id AND i.number = 1 AND i.status = 'paid') AS deposit_paid,
        CASE WHEN r.balance_due_at IS NULL THEN NULL ELSE ${localDaySql(sql`r.balance_due_at`, q.timeZone)} END AS due_day,
        (SELECT coalesce(sum(pm.amount), 0) FROM payments pm WHERE pm.order_id = o.id)
          - (SELECT coalesce(sum(rf.amount), 0) FROM order_refunds rf WHERE rf.order_id = o.id) AS paid
      FROM group_sale_requests r
        JOIN orders o ON o.id = r.order_id AND o.account_id = r.account_id
        JOIN events e ON e.id = r.event_id
        JOIN group_clients c ON c.id = r.client_id
        LEFT JOIN partners p ON p.id = o.partner_id
      WHERE ${and(where)}
      ORDER BY ${at}, o.id`,
  );
  return list.map((r) => ({
    requestId: Number(r.request_id),
    orderId: Number(r.order_id),
    placedDay: String(r.placed_day),
    clientName: String(r.client_name),
    contactName: String(r.contact_name),
    contactEmail: String(r.contact_email),
    eventId: Number(r.event_id),
    eventName: String(r.event_name),
    tickets: Number(r.tickets),
    faceValue: Number(r.face_value_total),
    total: Number(r.total),
    partnerName: (r.partner_name as string | null) ?? null,
    commission: Number(r.partner_commission),
    deposit: Number(r.deposit),
    depositPaid: Number(r.deposit_paid),
    balanceDueDay: r.due_day == null ? null : String(r.due_day),
    paidToDate: Number(r.paid),
  }));
}
