import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';

/** A seat's place, as a request or an order lists it. */
export interface SeatPlaceRow {
  id: number;
  section: string;
  row: string;
  seat: string;
}

/**
 * The seats of some baskets and orders, grouped by owner: `b<basket id>` while a seat waits in
 * a basket, `o<order id>` once an order has it. In map order.
 */
export async function seatsOfOwners(
  db: Db,
  accountId: number,
  owners: { basketIds: readonly string[]; orderIds: readonly number[] },
): Promise<Map<string, SeatPlaceRow[]>> {
  const byOwner = new Map<string, SeatPlaceRow[]>();
  if (owners.basketIds.length === 0 && owners.orderIds.length === 0) return byOwner;
  const found = await rows<SeatPlaceRow & { basket_id: string | null; order_id: number | null }>(
    db,
    sql`SELECT s.id, s.section, s.row, s.seat, s.basket_id::text AS basket_id, s.order_id
      FROM event_seats s
      WHERE s.account_id = ${accountId}
        AND (s.basket_id = ANY(${arrayParam([...owners.basketIds])}::uuid[])
          OR s.order_id = ANY(${arrayParam([...owners.orderIds])}::bigint[]))
      ORDER BY s.section, s.position`,
  );
  for (const s of found) {
    const owner = s.order_id !== null ? `o${Number(s.order_id)}` : `b${s.basket_id}`;
    const list = byOwner.get(owner) ?? [];
    list.push({ id: Number(s.id), section: s.section, row: s.row, seat: s.seat });
    byOwner.set(owner, list);
  }
  return byOwner;
}
