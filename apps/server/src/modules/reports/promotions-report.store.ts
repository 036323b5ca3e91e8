import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { rows } from '@/db/sql';
import { and, type MoneyQuery, placedInRange } from './report-filters.sql';

export interface PromotionRow {
  /** Null on the line of orders placed without a code, and for a code no promotion has any more. */
  promotionId: number | null;
  name: string | null;
  /** Null on the line of orders placed without a code. */
  code: string | null;
  orders: number;
  groupCodeOrders: number;
  tickets: number;
  discounts: number;
  sales: number;
}

const num = (v: unknown) => Number(v ?? 0);

/**
 * The orders placed in the range (the rows sales by transaction date counts) grouped by the
 * promotion their code belongs to: its own code (any case) or one of its single-use group codes
 * (decisions/0080). Orders without a code come back as one line with a null code.
 */
export async function ordersByPromotion(db: Db, q: MoneyQuery): Promise<PromotionRow[]> {
  const where = placedInRange(q);
  const list = await rows<Record<string, unknown>>(
    db,
    sql`WITH placed AS (
      SELECT o.id, o.total, o.discount_total,
        (SELECT count(*) FROM order_tickets t WHERE t.order_id = o.id) AS tickets,
        nullif(o.promo_code, '') AS typed,
        coalesce(p.id, gp.id) AS promotion_id, coalesce(p.name, gp.name) AS name,
        coalesce(p.code, gp.code, upper(nullif(o.promo_code, ''))) AS code,
        (p.id IS NULL AND gc.id IS NOT NULL) AS by_group_code
      FROM orders o
        LEFT JOIN promotions p ON p.account_id = o.account_id AND upper(p.code) = upper(o.promo_code)
        LEFT JOIN group_codes gc ON gc.account_id = o.account_id AND gc.code = upper(o.promo_code)
        LEFT JOIN promotions gp ON gp.id = gc.promotion_id
      WHERE ${and(where)}
    )
    SELECT promotion_id, name, CASE WHEN typed IS NULL THEN NULL ELSE code END AS code,
      count(*) AS orders, count(*) FILTER (WHERE by_group_code) AS group_code_orders,
      sum(tickets) AS tickets, sum(discount_total) AS discounts, sum(total) AS sales
    FROM placed
    GROUP BY promotion_id, name, CASE WHEN typed IS NULL THEN NULL ELSE code END
    ORDER BY name NULLS LAST, 3 NULLS LAST`,
  );
  return list.map((r) => ({
    promotionId: r.promotion_id == null ? null : num(r.promotion_id),
    name: r.name == null ? null : String(r.name),
    code: r.code == null ? null : String(r.code),
    orders: num(r.orders),
    groupCodeOrders: num(r.group_code_orders),
    tickets: num(r.tickets),
    discounts: num(r.discounts),
    sales: num(r.sales),
  }));
}
