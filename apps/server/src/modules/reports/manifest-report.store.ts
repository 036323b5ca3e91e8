import type { OrderStatus } from '@tessera/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';

export interface ManifestEvent {
  id: number;
  name: string;
  startsAt: Date | null;
}

export async function manifestEvent(
  db: Db,
  accountId: number,
  eventId: number,
): Promise<ManifestEvent | undefined> {
  const [row] = await rows<{ id: number; name: string; starts_at: Date | string | null }>(
    db,
    sql`SELECT id, name, starts_at FROM events WHERE account_id = ${accountId} AND id = ${eventId}`,
  );
  return row
    ? { id: Number(row.id), name: row.name, startsAt: row.starts_at ? new Date(row.starts_at) : null }
    : undefined;
}

export interface ManifestRow {
  ticketId: number;
  orderId: number;
  firstName: string;
  lastName: string;
  email: string;
  section: string;
  row: string;
  seat: string;
  priceType: string | null;
  total: number;
  status: OrderStatus;
  admitted: boolean;
}

/**
 * The tickets of one performance with who holds them: the order's buyer, or the customer a
 * claimed transfer handed the ticket to. By last name (by seat when names are hidden, so the
 * order tells nothing either); one page when asked.
 */
export async function manifestTickets(
  db: Db,
  accountId: number,
  eventId: number,
  options: { byName: boolean; page?: { page: number; pageSize: number } },
): Promise<ManifestRow[]> {
  const limit = options.page
    ? sql`LIMIT ${options.page.pageSize} OFFSET ${(options.page.page - 1) * options.page.pageSize}`
    : sql``;
  const order = options.byName
    ? sql`lower(last_name), lower(first_name), order_id, section, "row", seat, ticket_id`
    : sql`section, "row", seat, ticket_id`;
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT * FROM (
        SELECT t.id AS ticket_id, t.order_id, t.section, t.row, t.seat, t.price_type_name, t.total, t.status, t.admitted,
          coalesce(c.first_name, o.buyer->>'firstName', '') AS first_name,
          coalesce(c.last_name, o.buyer->>'lastName', '') AS last_name,
          coalesce(c.email, o.buyer->>'email', '') AS email
        FROM order_tickets t JOIN orders o ON o.id = t.order_id
          LEFT JOIN customers c ON c.id = t.holder_customer_id
        WHERE t.account_id = ${accountId} AND t.event_id = ${eventId}
      ) m ORDER BY ${order} ${limit}`,
  );
  return list.map((r) => ({
    ticketId: Number(r.ticket_id),
    orderId: Number(r.order_id),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    email: String(r.email),
    section: String(r.section),
    row: String(r.row),
    seat: String(r.seat),
    priceType: (r.price_type_name as string | null) ?? null,
    total: Number(r.total),
    status: r.status as OrderStatus,
    admitted: Boolean(r.admitted),
  }));
}

export async function manifestTotals(
  db: Db,
  accountId: number,
  eventId: number,
): Promise<{ tickets: number; live: number; admitted: number }> {
  const [row] = await rows<Record<string, unknown>>(
    db,
    sql`SELECT count(*) AS tickets, count(*) FILTER (WHERE status <> 'voided') AS live,
        count(*) FILTER (WHERE admitted) AS admitted
      FROM order_tickets WHERE account_id = ${accountId} AND event_id = ${eventId}`,
  );
  return {
    tickets: Number(row?.tickets ?? 0),
    live: Number(row?.live ?? 0),
    admitted: Number(row?.admitted ?? 0),
  };
}
