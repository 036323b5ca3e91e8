import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';

/** A row's id and name, as group policies list holds, sale types, fee classes and payment types. */
export type Named = { id: number; name: string };

/** The holds of these seats of the account. */
export function holdsOfSeatRows(db: Db, accountId: number, seatIds: readonly number[]) {
  return rows<Named>(
    db,
    sql`SELECT DISTINCT h.id, h.name FROM event_seats s JOIN holds h ON h.id = s.hold_id
      WHERE s.account_id = ${accountId} AND s.id = ANY(${arrayParam([...new Set(seatIds)])}::bigint[])`,
  );
}

/** The sale types of these seats: the seat's own, else its price level's. */
export function saleTypesOfSeatRows(db: Db, accountId: number, seatIds: readonly number[]) {
  return rows<Named>(
    db,
    sql`SELECT DISTINCT st.id, st.name FROM event_seats s
      LEFT JOIN price_levels pl ON pl.id = s.price_level_id AND pl.account_id = s.account_id
      JOIN sale_types st ON st.id = coalesce(s.sale_type_id, pl.sale_type_id) AND st.account_id = s.account_id
      WHERE s.account_id = ${accountId} AND s.id = ANY(${arrayParam([...new Set(seatIds)])}::bigint[])`,
  );
}

/** The sale types of these price levels. */
export function saleTypesOfLevelRows(db: Db, accountId: number, levelIds: readonly number[]) {
  return rows<Named>(
    db,
    sql`SELECT DISTINCT st.id, st.name FROM price_levels pl
      JOIN sale_types st ON st.id = pl.sale_type_id AND st.account_id = pl.account_id
      WHERE pl.account_id = ${accountId} AND pl.id = ANY(${arrayParam([...new Set(levelIds)])}::int[])`,
  );
}

/** The fee classes of these fees. */
export function feeClassesOfFees(db: Db, accountId: number, feeIds: readonly number[]) {
  return rows<Named>(
    db,
    sql`SELECT DISTINCT c.id, c.name FROM fees f
      JOIN fee_classes c ON c.id = f.fee_class_id AND c.account_id = f.account_id
      WHERE f.account_id = ${accountId} AND f.id = ANY(${arrayParam([...new Set(feeIds)])}::int[])`,
  );
}

/** The names of these comp or custom payment types. */
export function namesOfPaymentTypes(
  db: Db,
  accountId: number,
  table: 'comp_types' | 'custom_payment_types',
  ids: number[],
) {
  return rows<Named>(
    db,
    sql`SELECT id, name FROM ${sql.identifier(table)}
      WHERE account_id = ${accountId} AND id = ANY(${arrayParam(ids)}::int[])`,
  );
}
