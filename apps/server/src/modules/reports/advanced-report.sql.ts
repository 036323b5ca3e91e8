import type { AdvancedDimension, AdvancedLayout, AdvancedMeasure } from '@tessera/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { arrayParam, rows } from '@/db/sql';
import { and, type MoneyQuery } from './report-filters.sql';

/**
 * Advanced reporting's SQL (decisions/0095): every measure and dimension is a fixed fragment
 * chosen by its whitelisted id; nothing a person types reaches the text of the query (dates,
 * ids and channels are bound parameters). The grain is the ticket sold (`order_tickets` `t` of
 * its order `o` and event `events`), counted on the venue day its order was placed.
 */
const measureSql: Record<AdvancedMeasure, SQL> = {
  orders: sql`count(DISTINCT o.id)`,
  tickets: sql`count(t.id)`,
  faceValue: sql`coalesce(sum(t.face_value), 0)`,
  // A ticket's total is its face value and fees less its discount.
  fees: sql`coalesce(sum(t.total - t.face_value + t.discount), 0)`,
  discounts: sql`coalesce(sum(t.discount), 0)`,
  revenue: sql`coalesce(sum(t.total), 0)`,
  // The value of the tickets of the range's sales that were voided since (money owed back).
  refunds: sql`coalesce(sum(t.total) FILTER (WHERE t.status = 'voided'), 0)`,
};

function dimensionSql(dimension: AdvancedDimension, timeZone: string): SQL {
  switch (dimension) {
    case 'event':
      return sql`events.name`;
    case 'performanceDate':
      return sql`to_char(events.starts_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
    case 'channel':
      return sql`o.channel`;
    case 'priceLevel':
      return sql`coalesce(pl.name, '')`;
    case 'priceType':
      return sql`coalesce(t.price_type_name, '')`;
    case 'paymentType':
      // An order paid in more than one way counts as split.
      return sql`(SELECT CASE WHEN count(DISTINCT p.type) > 1 THEN 'split' ELSE coalesce(min(p.type), '') END
        FROM payments p WHERE p.order_id = o.id)`;
    case 'day':
      return sql`to_char(o.created_at AT TIME ZONE ${timeZone}, 'YYYY-MM-DD')`;
    case 'week':
      return sql`to_char(date_trunc('week', o.created_at AT TIME ZONE ${timeZone}), 'YYYY-MM-DD')`;
    case 'month':
      return sql`to_char(o.created_at AT TIME ZONE ${timeZone}, 'YYYY-MM')`;
  }
}

export interface AdvancedRow {
  keys: Partial<Record<AdvancedDimension, string>>;
  values: Partial<Record<AdvancedMeasure, number>>;
}

/** The tickets sold in the range, grouped by the layout's dimensions, with its measures. */
export async function advancedRows(db: Db, q: MoneyQuery, layout: AdvancedLayout): Promise<AdvancedRow[]> {
  const dimensions = [...layout.rows, ...layout.columns];
  const where: SQL[] = [
    sql`o.account_id = ${q.accountId}`,
    sql`o.created_at >= ${q.from}`,
    sql`o.created_at < ${q.to}`,
  ];
  if (q.channels.length > 0) where.push(sql`o.channel = ANY(${arrayParam(q.channels)}::text[])`);
  if (q.eventIds.length > 0) where.push(sql`t.event_id = ANY(${arrayParam(q.eventIds)}::int[])`);
  if (q.eventScope) where.push(q.eventScope);
  const selectDims = dimensions.map((d, i) => sql`${dimensionSql(d, q.timeZone)} AS ${sql.raw(`d${i}`)}`);
  const selectMeasures = layout.measures.map((m, i) => sql`${measureSql[m]} AS ${sql.raw(`m${i}`)}`);
  const groupBy = dimensions.map((_, i) => sql.raw(String(i + 1)));
  const list = await rows<Record<string, unknown>>(
    db,
    sql`SELECT ${sql.join([...selectDims, ...selectMeasures], sql`, `)}
      FROM order_tickets t
      JOIN orders o ON o.id = t.order_id
      JOIN events ON events.id = t.event_id
      LEFT JOIN price_levels pl ON pl.id = t.price_level_id
      WHERE ${and(where)}
      GROUP BY ${sql.join(groupBy, sql`, `)}`,
  );
  return list.map((r) => ({
    keys: Object.fromEntries(dimensions.map((d, i) => [d, String(r[`d${i}`] ?? '')])),
    values: Object.fromEntries(layout.measures.map((m, i) => [m, Number(r[`m${i}`] ?? 0)])),
  }));
}
