import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import { and, type MoneyQuery, placedInRange } from './report-filters.sql';

export interface EventSalesRow {
  eventId: number;
  eventName: string;
  startsAt: Date;
  priceType: string | null;
  channel: string;
  tickets: number;
  voided: number;
  faceValue: number;
  discounts: number;
  revenue: number;
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * The tickets of the orders placed in the range (the orders sales by transaction date counts),
 * per event, price type as sold and channel (decisions/0080).
 */
export async function ticketsByEventPriceTypeAndChannel(db: Db, q: MoneyQuery): Promise<EventSalesRow[]> {
  const where = placedInRange(q);
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT e.id, e.name, e.starts_at, t.price_type_name, o.channel,
        count(*) AS tickets, count(*) FILTER (WHERE t.status = 'voided') AS voided,
        sum(t.face_value) AS face_value, sum(t.discount) AS discounts, sum(t.total) AS revenue
      FROM orders o JOIN order_tickets t ON t.order_id = o.id JOIN events e ON e.id = t.event_id
      WHERE ${and(where)}
      GROUP BY e.id, e.name, e.starts_at, t.price_type_name, o.channel
      ORDER BY e.starts_at, e.id, t.price_type_name NULLS LAST, o.channel`,
  );
  return list.map((r) => ({
    eventId: num(r.id),
    eventName: String(r.name),
    startsAt: new Date(String(r.starts_at)),
    priceType: r.price_type_name == null ? null : String(r.price_type_name),
    channel: String(r.channel),
    tickets: num(r.tickets),
    voided: num(r.voided),
    faceValue: num(r.face_value),
    discounts: num(r.discounts),
    revenue: num(r.revenue),
  }));
}
